import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The panel's loading row: while a page of notifications, or the list's own code, loads. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex justify-center py-4">
      <Spinner className="size-5" />
    </div>
  );
}
