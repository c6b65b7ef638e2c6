import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SettingsSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The delete section gets a red frame. */
  danger?: boolean;
}

/** One card of the account settings page, named by its heading. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  danger,
}: SettingsSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'bg-background space-y-4 rounded-[var(--radius-card)] p-5 shadow-[var(--shadow-card)] sm:p-6',
        danger && 'border-destructive/40 border',
      )}
    >
      <div className="space-y-1">
        <h2
          id={`${id}-title`}
          className={cn('text-lg font-semibold', danger && 'text-destructive')}
        >
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {children}
    </section>
  );
}
