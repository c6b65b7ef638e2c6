import { startSession } from '@/lib/start-session';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/** Opens the login prompt modal for a guest's action, saying why (a translation key). */
export function promptLogin(messageKey: string) {
  useModalStore.getState().push({ kind: 'loginPrompt', size: 'sm', props: { messageKey } });
}

/**
 * Runs a signed-in visitor's action; a guest gets the login prompt instead. A shared link can
 * draw its page before the start-up refresh has restored a signed-in visitor's session, so a
 * visitor who looks like a guest is only called one once that refresh has answered.
 */
export async function asSignedIn(messageKey: string, action: () => void) {
  if (!useSessionStore.getState().user) await startSession();
  if (useSessionStore.getState().user) action();
  else promptLogin(messageKey);
}
