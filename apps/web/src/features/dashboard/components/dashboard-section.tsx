import { layout } from '@kolekt/shared/constants';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

interface DashboardSectionProps {
  id: string;
  titleKey: string;
  count: number;
  loading?: boolean;
  /** Placeholders while loading: spec §9's five for collection lists unless a section says. */
  skeletons?: number;
  children?: ReactNode;
}

/** One titled list with its count; skeletons while loading, an empty state when the count is 0. */
export function DashboardSection({
  id,
  titleKey,
  count,
  loading,
  skeletons = layout.collectionListSkeletons,
  children,
}: DashboardSectionProps) {
  const { t } = useTranslation();
  let body: ReactNode = children;
  if (loading) {
    body = (
      <div role="status" aria-label={t('common.loading')} className={dashboardGridClasses}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
    );
  } else if (count === 0) {
    body = (
      <div className="border-border flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed px-6 py-10 text-center">
        <Inbox aria-hidden className="text-muted-foreground size-8" />
        <p className="font-medium">{t(`${titleKey}.emptyTitle`)}</p>
        <p className="text-muted-foreground max-w-sm text-sm">
          {t(`${titleKey}.emptyDescription`)}
        </p>
      </div>
    );
  }
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-4">
      <div className="flex items-center gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t(`${titleKey}.title`)}
        </h2>
        <span className="bg-muted text-muted-foreground rounded-full px-2 py-0.5 text-xs font-semibold">
          {loading ? '…' : count}
        </span>
      </div>
      {body}
    </section>
  );
}

export const dashboardGridClasses = 'grid gap-4 grid-cols-2 lg:grid-cols-4';
