import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { requestFailedMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';

/** A failed members call: the server's reason in the reader's language, or a general one. */
export function showServerError(t: TFunction, error: unknown) {
  const message = error instanceof Error ? error.message : undefined;
  const said = message === requestFailedMessage ? undefined : message;
  toast.error(translateMessage(t, said, 'members.toasts.failed'));
}
