import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '@/test/render';
import { useUserNameAvailability } from './use-user-name-availability';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderAvailability(initial: string) {
  return renderHook(({ userName }) => useUserNameAvailability(userName), {
    initialProps: { userName: initial },
  });
}

describe('useUserNameAvailability', () => {
  it('checks only after 500 ms without typing and reports available', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ success: true, data: true }));
    const { result, rerender } = renderAvailability('ayse');
    rerender({ userName: 'ayse1' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ userName: 'ayse12' });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toBe('unknown');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/isAvailableUserName?userName=ayse12');
    expect(result.current).toBe('available');
  });

  it('shows checking while the request runs, then taken', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderAvailability('taken_name');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toBe('checking');
    await act(async () => answer(envelopeResponse({ success: true, data: false })));
    expect(result.current).toBe('taken');
  });

  it.each(['abcd', 'a'.repeat(21)])(
    'never checks a username of the wrong length: %s',
    async (name) => {
      const { result } = renderAvailability(name);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(result.current).toBe('unknown');
    },
  );

  it('leaves the state unknown when the check fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { result } = renderAvailability('ayse12');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('unknown');
  });

  it('forgets the answer as soon as the username changes', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ success: true, data: true }));
    const { result, rerender } = renderAvailability('ayse12');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toBe('available');
    rerender({ userName: 'ayse123' });
    expect(result.current).toBe('unknown');
  });
});
