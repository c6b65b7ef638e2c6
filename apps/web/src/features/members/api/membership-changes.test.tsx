import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { collectionFixture } from '@/test/fixtures';
import { envelopeResponse } from '@/test/render';
import { useAcceptInvitation } from './answer-invitation';
import { useRemoveMember } from './remove-member';

const collection = collectionFixture({ access: 'editor' });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    envelopeResponse({
      success: true,
      data: String(url).endsWith('/invite/accept') ? collection : null,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** A query client that already holds the collections a product can be saved into. */
function withAddableCollections() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.addableCollections, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const addableIsStale = () =>
    queryClient.getQueryState(queryKeys.addableCollections)?.isInvalidated;
  return { wrapper, addableIsStale };
}

it('offers a collection just joined wherever a product is saved', async () => {
  const { wrapper, addableIsStale } = withAddableCollections();
  const { result } = renderHook(() => useAcceptInvitation(), { wrapper });
  expect(addableIsStale()).toBe(false);
  await act(() => result.current.mutateAsync({ inviteId: 'invite-1' }));
  expect(addableIsStale()).toBe(true);
});

it('stops offering a collection just left', async () => {
  const { wrapper, addableIsStale } = withAddableCollections();
  const { result } = renderHook(() => useRemoveMember(), { wrapper });
  await act(() => result.current.mutateAsync({ collectionId: collection.id, userId: 'u-burak' }));
  expect(addableIsStale()).toBe(true);
});
