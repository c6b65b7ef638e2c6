import type { Invitation } from '@kolekt/shared/members';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { collectionFixture, sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { InvitePage } from './invite-page';

const token = 'Zk3_abcdefghijklmnopqrstuvwxyz0123456789-AB';
const collectionId = '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b';
const invitation: Invitation = {
  inviteId: '7c2b1a90-5d4e-4f3a-9b8c-1d2e3f4a5b6c',
  role: 'editor',
  expiresAt: '2026-12-01T10:00:00.000Z',
  collectionId,
  collectionName: 'Düğün listesi',
  owner: {
    userId: 'u-ayse',
    name: 'Ayşe',
    surname: 'Yılmaz',
    userName: 'ayseyilmaz',
    profileImagePath: null,
  },
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
  useModalStore.getState().close();
});

function answerLink(found: boolean) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === `/api/invite/link/${token}`) {
      return found
        ? envelopeResponse({ success: true, data: invitation })
        : envelopeResponse({
            success: false,
            message: 'This invitation is no longer valid.',
            statusCode: 404,
          });
    }
    if (path === '/api/invite/accept' && init?.method === 'POST') {
      return envelopeResponse({
        success: true,
        data: collectionFixture({ id: collectionId, access: 'editor' }),
      });
    }
    throw new Error(`unexpected request ${path}`);
  });
}

const renderPage = () =>
  renderWithProviders(<InvitePage />, {
    path: '/invite/:token',
    initialEntries: [`/invite/${token}`],
    routes: [{ path: '/collection/:id', element: <p>Collection page</p> }],
  });

describe('InvitePage', () => {
  it('shows what a valid link offers, and a signed-in user joins and lands on the collection', async () => {
    const user = userEvent.setup();
    useSessionStore
      .getState()
      .setSession({ accessToken: 'jwt', user: sessionUserFixture({ id: 'u-burak' }) });
    answerLink(true);
    const { router } = renderPage();

    expect(
      await screen.findByText(
        'Ayşe Yılmaz invites you to add and remove products in their collection.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Invitation to a collection',
    );
    expect(screen.getByText('Düğün listesi')).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(screen.getByText('Dec 1, 2026, 10:00 AM')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText('Collection page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/collection/${collectionId}`);
    const accept = fetchMock.mock.calls.find(([url]) => String(url) === '/api/invite/accept');
    expect(JSON.parse(String(accept?.[1]?.body))).toEqual({ token });
  });

  it('says plainly that an expired or withdrawn link no longer works, in Turkish too', async () => {
    answerLink(false);
    renderPage();
    expect(await screen.findByText('This invitation is no longer valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    await i18next.changeLanguage('tr');
    expect(await screen.findByText('Bu davet artık geçerli değil.')).toBeInTheDocument();
  });

  it('asks a guest to log in before accepting', async () => {
    const user = userEvent.setup();
    answerLink(true);
    renderPage();
    expect(
      await screen.findByText('Log in or sign up to accept this invitation.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept and join' }));
    // Once the start-up session refresh has found no session.
    await waitFor(() =>
      expect(useModalStore.getState().stack.at(-1)).toMatchObject({
        kind: 'loginPrompt',
        props: { messageKey: 'members.invitePage.loginToAccept' },
      }),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('accept'))).toBe(false);
  });

  it('offers its owner no Accept on their own link', async () => {
    useSessionStore
      .getState()
      .setSession({ accessToken: 'jwt', user: sessionUserFixture({ id: 'u-ayse' }) });
    answerLink(true);
    renderPage();
    expect(await screen.findByText(/This is your own invite link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the collection' })).toHaveAttribute(
      'href',
      `/collection/${collectionId}`,
    );
  });
});
