import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

interface AnalysisListProps {
  id: string;
  title: string;
  items: string[];
  icon: LucideIcon;
  iconClassName: string;
}

/** Pros, cons or suggestions: a heading and its points; nothing when there are none. */
export function AnalysisList({ id, title, items, icon: Icon, iconClassName }: AnalysisListProps) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-1.5">
      <h4 id={id} className="text-sm font-semibold">
        {title}
      </h4>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm">
            <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', iconClassName)} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
