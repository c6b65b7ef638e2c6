import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { asSignedIn } from './prompt-login';
import { startSession } from './start-session';

vi.mock('./start-session', () => ({ startSession: vi.fn() }));
const refresh = vi.mocked(startSession);
const signIn = () =>
  useSessionStore.getState().setSession({ accessToken: 'token', user: sessionUserFixture() });

beforeEach(() => {
  refresh.mockReset();
  useModalStore.getState().close();
  useSessionStore.getState().clearSession();
});

describe('asSignedIn', () => {
  it('runs a signed-in visitor’s action at once', async () => {
    signIn();
    const action = vi.fn();
    await asSignedIn('products.loginToAdd', action);
    expect(action).toHaveBeenCalledOnce();
    expect(refresh).not.toHaveBeenCalled();
    expect(useModalStore.getState().stack).toHaveLength(0);
  });

  it('waits for the start-up refresh before taking a visitor for a guest', async () => {
    refresh.mockImplementation(async () => signIn());
    const action = vi.fn();
    await asSignedIn('products.loginToAdd', action);
    expect(action).toHaveBeenCalledOnce();
    expect(useModalStore.getState().stack).toHaveLength(0);
  });

  it('asks a guest to log in, saying why, and does nothing else', async () => {
    refresh.mockResolvedValue(null);
    const action = vi.fn();
    await asSignedIn('analysis.loginToAnalyze', action);
    expect(action).not.toHaveBeenCalled();
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      kind: 'loginPrompt',
      props: { messageKey: 'analysis.loginToAnalyze' },
    });
  });
});
