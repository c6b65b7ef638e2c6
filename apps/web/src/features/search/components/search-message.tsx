import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

/** While a tab searches: the 'searching' line; when it found nothing: the empty message. */
export function SearchMessage({
  searching,
  emptyTitle,
}: {
  searching: boolean;
  emptyTitle: string;
}) {
  const { t } = useTranslation();
  if (searching) {
    return (
      <p
        role="status"
        className="text-muted-foreground flex items-center justify-center gap-2 py-12"
      >
        <Spinner />
        {t('search.searching')}
      </p>
    );
  }
  return <EmptyState icon={SearchX} title={emptyTitle} description={t('search.tryDifferent')} />;
}
