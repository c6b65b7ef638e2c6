import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { MessagePanel } from '../ui/message-panel';

/**
 * Why the popup has no product to save, and a retry: a page extensions cannot read, a shop's
 * robot check (solve it, then try again: not "open a product's own page"), or no product.
 */
export function PageMessage({
  kind,
  onRetry,
}: {
  kind: 'unreadable' | 'challenge' | 'nothing';
  onRetry(): void;
}) {
  const { t } = useTranslation();
  return (
    <MessagePanel title={t(`popup.${kind}.title`)} body={t(`popup.${kind}.hint`)}>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </MessagePanel>
  );
}
