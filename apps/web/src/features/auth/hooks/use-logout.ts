import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyExtension } from '@/lib/extension-bridge';
import { useSearchStore } from '@/stores/search-store';
import { useSessionStore } from '@/stores/session-store';
import { logout } from '../api/logout';

/** Logs out on the server; only a successful reply clears the session and opens /welcome. */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run() {
    const user = useSessionStore.getState().user;
    if (!user || pending) return;
    setPending(true);
    const reply = await logout(user.id);
    setPending(false);
    if (!reply.success) {
      console.error('Logout failed:', reply.message);
      return;
    }
    // Leave the guarded layout first, so its guard does not treat this as an expired session.
    await navigate('/welcome', { replace: true });
    useSessionStore.getState().clearSession();
    useSearchStore.getState().reset();
    void notifyExtension({ type: 'EXTENSION_LOGOUT' });
  }

  return { logout: run, pending };
}
