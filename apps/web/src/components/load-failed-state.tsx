import { CloudOff, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useIsOnline } from '@/lib/online-status';

/**
 * A read that got no answer: never "not found" nor "signed out", but what happened and a retry.
 * Offline, the page also loads by itself when the connection returns (queries refetch then).
 */
export function LoadFailedState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useIsOnline();
  return (
    <EmptyState
      icon={online ? CloudOff : WifiOff}
      titleAs="h1"
      title={t('offline.loadFailed.title')}
      description={t(online ? 'offline.loadFailed.unreachable' : 'offline.loadFailed.offline')}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('offline.retry')}
        </Button>
      }
    />
  );
}
