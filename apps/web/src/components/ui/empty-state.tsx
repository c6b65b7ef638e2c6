import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
  /** h1 when the state is the whole page's content (axe: a page has a first-level heading). */
  titleAs?: 'p' | 'h1';
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = 'p',
}: EmptyStateProps) {
  return (
    <div className="border-border bg-background flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed px-6 py-12 text-center">
      <Icon aria-hidden className="text-muted-foreground size-10" />
      <Title className="text-lg font-semibold">{title}</Title>
      <p className="text-muted-foreground max-w-sm text-sm">{description}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
