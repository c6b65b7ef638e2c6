import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { refetchOnSessionChange } from './refetch-on-session-change';

const user = (id: string) => ({
  id,
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: `ayse_${id.slice(0, 4)}`,
  email: `${id}@example.com`,
  biography: null,
  profileImagePath: null,
  language: 'tr' as const,
});
const ayse = user('2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11');
const bora = user('7a1e0c55-0f0e-4d2a-8f4c-0a6d2b1c9e22');

afterEach(() => useSessionStore.getState().clearSession());

describe('refetchOnSessionChange', () => {
  it('reads a screen again when the person changes, not when their token is renewed', async () => {
    const queryClient = new QueryClient();
    const read = vi.fn(async () => useSessionStore.getState().user?.id ?? 'guest');
    const observer = new QueryObserver(queryClient, { queryKey: ['profile'], queryFn: read });
    const unsubscribe = observer.subscribe(() => {});
    const stop = refetchOnSessionChange(queryClient);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('guest'));

    // The start-up refresh lands: the guest's reading is replaced by Ayşe's.
    useSessionStore.getState().setSession({ accessToken: 'one', user: ayse });
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(ayse.id));
    expect(read).toHaveBeenCalledTimes(2);

    // A renewed token for the same person reads nothing again.
    useSessionStore.getState().setSession({ accessToken: 'two', user: ayse });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toHaveBeenCalledTimes(2);

    useSessionStore.getState().setSession({ accessToken: 'three', user: bora });
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(bora.id));
    useSessionStore.getState().clearSession();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('guest'));

    stop();
    unsubscribe();
  });

  it('reads again a first read that was still in flight as a guest when the refresh landed', async () => {
    const queryClient = new QueryClient();
    let answerGuest: (() => void) | undefined;
    const read = vi.fn(async () => {
      const reader = useSessionStore.getState().user?.id ?? 'guest';
      if (reader === 'guest') await new Promise<void>((resolve) => (answerGuest = resolve));
      return reader;
    });
    const stop = refetchOnSessionChange(queryClient);
    const observer = new QueryObserver(queryClient, { queryKey: ['collection'], queryFn: read });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(answerGuest).toBeDefined());

    useSessionStore.getState().setSession({ accessToken: 'one', user: ayse });
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(ayse.id));
    answerGuest!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observer.getCurrentResult().data).toBe(ayse.id);
    expect(read).toHaveBeenCalledTimes(2);

    stop();
    unsubscribe();
  });
});
