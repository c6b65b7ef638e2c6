import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from './modal-store';

beforeEach(() => useModalStore.getState().close());

describe('modal stack', () => {
  it('defaults to size md and keeps the order of opening', () => {
    const { push } = useModalStore.getState();
    push({ kind: 'auth', props: { tab: 'login' } });
    push({ kind: 'search', size: '2xl', props: {} });
    expect(useModalStore.getState().stack.map(({ kind, size }) => [kind, size])).toEqual([
      ['auth', 'md'],
      ['search', '2xl'],
    ]);
  });

  it('goes back one modal at a time and closes all at once', () => {
    const { push, back, close } = useModalStore.getState();
    push({ kind: 'auth' });
    push({ kind: 'search' });
    back();
    expect(useModalStore.getState().stack.map((entry) => entry.kind)).toEqual(['auth']);
    push({ kind: 'search' });
    close();
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
