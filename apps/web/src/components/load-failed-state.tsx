import { CloudOff, WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useIsOnline } from '@/lib/online-status';

/**
 * A read that got no answer: never "not found" nor "signed out", but what happened and a retry.
 * Offline, the page also loads by itself when the connection returns: a query that failed is not
 * one TanStack Query refetches on reconnect here, so the state asks for it.
 */
export function LoadFailedState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useIsOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (online && wasOffline.current) onRetry();
    wasOffline.current = !online;
  }, [online, onRetry]);
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
