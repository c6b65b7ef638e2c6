import type { Invitation } from '@kolekt/shared/members';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { collectionFixture, sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { PendingInvitations } from './pending-invitations';

const collectionId = '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b';
const invitation: Invitation = {
  inviteId: '7c2b1a90-5d4e-4f3a-9b8c-1d2e3f4a5b6c',
  role: 'viewer',
  expiresAt: '2026-12-01T10:00:00.000Z',
  collectionId,
  collectionName: 'Kamp',
  owner: {
    userId: 'u1',
    name: 'Ayşe',
    surname: 'Yılmaz',
    userName: 'ayse',
    profileImagePath: null,
  },
};

const fetchMock = vi.fn<typeof fetch>();
let waiting: Invitation[];

beforeEach(() => {
  waiting = [invitation];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/invite/pending') return envelopeResponse({ success: true, data: waiting });
    if (path === '/api/invite/decline') {
      waiting = [];
      return envelopeResponse({ success: true });
    }
    if (path === '/api/invite/accept') {
      waiting = [];
      return envelopeResponse({ success: true, data: collectionFixture({ id: collectionId }) });
    }
    throw new Error(`unexpected request ${path}`);
  });
  useSessionStore.getState().setSession({ accessToken: 'jwt', user: sessionUserFixture() });
});

afterEach(() => {
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const renderList = () =>
  renderWithProviders(
    <>
      <PendingInvitations />
      <Toaster />
    </>,
    { routes: [{ path: '/collection/:id', element: <p>Collection page</p> }] },
  );

describe('PendingInvitations', () => {
  it('lists a waiting invitation; Accept joins and opens the collection', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    const group = await screen.findByRole('group', { name: 'Invitation to Kamp' });
    expect(screen.getByRole('heading', { name: 'Invitations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Collection page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/collection/${collectionId}`);
    expect(group).not.toBeInTheDocument();
  });

  it('Decline answers it and the list goes away', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument(),
    );
  });
});
