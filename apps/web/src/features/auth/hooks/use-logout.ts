import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endLocalSession } from '@/lib/end-local-session';
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
    await endLocalSession(navigate);
  }

  return { logout: run, pending };
}
