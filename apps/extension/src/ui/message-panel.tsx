import type { ReactNode } from 'react';

/** A state of the popup told in a title, a sentence and what the user can do about it. */
export function MessagePanel({
  title,
  body,
  tone = 'neutral',
  children,
}: {
  title: string;
  body?: string;
  tone?: 'neutral' | 'error' | 'success';
  children?: ReactNode;
}) {
  const toneClass = {
    neutral: 'bg-surface',
    error: 'bg-destructive-soft',
    success: 'bg-primary-soft',
  }[tone];
  return (
    <section className={`flex flex-col gap-3 rounded-card p-4 ${toneClass}`} role="status">
      <h1 className="text-base font-semibold">{title}</h1>
      {body ? <p className="text-muted-foreground">{body}</p> : null}
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </section>
  );
}
