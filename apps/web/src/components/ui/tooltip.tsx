import { timings } from '@kolekt/shared/constants';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

/** Spec §9 delays for every tooltip of the app: 700 ms to open, 300 ms to skip between them. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={timings.tooltipDelayMs}
      skipDelayDuration={timings.tooltipSkipDelayMs}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

/** A short label for an icon button; the button keeps its own aria-label for screen readers. */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          className="bg-foreground text-background z-[100] rounded-md px-2 py-1 text-xs font-medium shadow-md"
        >
          {label}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
