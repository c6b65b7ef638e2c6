import { onlineManager } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { toast } from 'sonner';

/** A change that got no answer: says whether the browser is offline, and offers to send it again. */
export function toastConnectionFailure(t: TFunction, retry: () => void) {
  toast.error(t(onlineManager.isOnline() ? 'offline.noAnswer' : 'offline.actionFailed'), {
    action: { label: t('offline.retry'), onClick: retry },
  });
}
