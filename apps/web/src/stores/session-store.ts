import type { Session, SessionUser } from '@kolekt/shared/user';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '@/lib/storage-keys';

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  setSession: (session: Session) => void;
  clearSession: () => void;
  /** Keeps the header's name and picture right after a profile edit. */
  updateUser: (changes: Partial<SessionUser>) => void;
}

/** Token and user while logged in, kept in local storage under the fixed store name. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      setSession: (session) => set({ token: session.accessToken, user: session.user }),
      clearSession: () => set({ token: null, user: null }),
      updateUser: (changes) => set(({ user }) => ({ user: user ? { ...user, ...changes } : user })),
    }),
    {
      name: storageKeys.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

export const useCurrentUser = () => useSessionStore((state) => state.user);
export const useIsAuthenticated = () => useSessionStore((state) => state.user !== null);
