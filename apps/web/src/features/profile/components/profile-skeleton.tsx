import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('profile.loading')} className="space-y-8">
      <div className="bg-background flex flex-col items-center gap-5 rounded-[var(--radius-card)] p-6 shadow-[var(--shadow-card)] sm:flex-row">
        <Skeleton className="size-24 rounded-full" />
        <div className="w-full max-w-xs space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-full" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((cell) => (
          <Skeleton key={cell} className="h-32" />
        ))}
      </div>
    </div>
  );
}
