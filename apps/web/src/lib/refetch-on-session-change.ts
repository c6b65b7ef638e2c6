import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';

/**
 * Public screens draw before the start-up session refresh lands (decision 0025), so what they
 * read as a guest (or as someone else) is read again when the signed-in person changes: when the
 * refresh lands, on login and on logout. A refresh for the same person changes nothing.
 */
export function refetchOnSessionChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.user?.id === previous.user?.id) return;
    // A first read still in flight would otherwise be joined, not repeated: cancel it first.
    void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
  });
}
