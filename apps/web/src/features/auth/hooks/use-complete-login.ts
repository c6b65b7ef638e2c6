import { sessionSchema } from '@kolekt/shared/user';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifyExtension } from '@/lib/extension-bridge';
import { takePostLoginPath } from '@/lib/return-path';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/**
 * Stores a fresh session, tells the extension, closes the auth modal and moves on to the
 * return path. Resolves false when the reply did not hold a usable session.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return useCallback(
    async (data: unknown) => {
      const parsed = sessionSchema.safeParse(data);
      if (!parsed.success) return false;
      useSessionStore.getState().setSession(parsed.data);
      void notifyExtension({ type: 'EXTENSION_AUTH', token: parsed.data.accessToken });
      useModalStore.getState().close();
      await navigate(takePostLoginPath(), { replace: true });
      return true;
    },
    [navigate],
  );
}
