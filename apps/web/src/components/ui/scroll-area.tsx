import { ScrollArea as RadixScrollArea } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A vertical scroll area with a slim overlay scrollbar whose thumb never gets shorter than 18 px
 * (spec §9; Radix keeps that minimum). The viewport's inner wrapper is a block, not Radix's
 * default table, so long names inside still truncate.
 */
export function ScrollArea({
  className,
  viewportClassName,
  children,
}: {
  className?: string;
  viewportClassName?: string;
  children: ReactNode;
}) {
  return (
    <RadixScrollArea.Root type="hover" className={cn('relative overflow-hidden', className)}>
      <RadixScrollArea.Viewport
        className={cn('size-full rounded-[inherit] [&>div]:!block', viewportClassName)}
      >
        {children}
      </RadixScrollArea.Viewport>
      <RadixScrollArea.Scrollbar
        orientation="vertical"
        className="flex w-2.5 touch-none p-0.5 transition-colors select-none"
      >
        <RadixScrollArea.Thumb className="bg-muted-foreground/40 hover:bg-muted-foreground/60 relative flex-1 rounded-full" />
      </RadixScrollArea.Scrollbar>
    </RadixScrollArea.Root>
  );
}
