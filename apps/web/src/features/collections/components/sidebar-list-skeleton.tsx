import { layout } from '@kolekt/shared/constants';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Spec §9: 5 skeletons while a collection list loads. */
export function SidebarListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="space-y-2 px-1">
      {Array.from({ length: layout.collectionListSkeletons }, (_, index) => (
        <Skeleton key={index} className="h-9" />
      ))}
    </div>
  );
}
