import type { NavigateFunction } from 'react-router';
import { useSearchStore } from '@/stores/search-store';
import { useSessionStore } from '@/stores/session-store';
import { notifyExtension } from './extension-bridge';

/**
 * What the app does once the server has ended a session (logout, account deletion): leave for
 * /welcome first, so the guarded layout does not treat the change as an expired session, then
 * forget the session (which closes the notification hub) and tell the extension.
 */
export async function endLocalSession(navigate: NavigateFunction) {
  await navigate('/welcome', { replace: true });
  useSessionStore.getState().clearSession();
  useSearchStore.getState().reset();
  void notifyExtension({ type: 'EXTENSION_LOGOUT' });
}
