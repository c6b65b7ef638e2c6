import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyExtension } from '@/lib/extension-bridge';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture, publicConfigFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { DeleteAccountDialog } from './delete-account-dialog';

vi.mock('@/lib/extension-bridge', () => ({ notifyExtension: vi.fn(async () => false) }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setSession({ accessToken: 'token', user: sessionUserFixture() });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderDialog(
  requestGoogleToken?: Parameters<typeof DeleteAccountDialog>[0]['requestGoogleToken'],
) {
  return renderWithProviders(<DeleteAccountDialog requestGoogleToken={requestGoogleToken} />, {
    path: '/settings/account',
    routes: [{ path: '/welcome', element: <p>welcome page</p> }],
  });
}

async function openDialog() {
  const person = userEvent.setup();
  await person.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account for good?' });
  return { person, dialog };
}

describe('DeleteAccountDialog', () => {
  it('says plainly what goes and asks for the password first', async () => {
    renderDialog();
    const { person, dialog } = await openDialog();
    expect(
      within(dialog).getByText('all your collections and the products saved in them'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/your likes, comments and follows/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm.className).toContain('bg-destructive');
    await person.click(confirm);
    expect(await within(dialog).findByText('Please enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the account and the session on a wrong password', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: false, message: 'The password is incorrect.' }),
    );
    renderDialog();
    const { person, dialog } = await openDialog();
    await person.type(
      within(dialog).getByLabelText('Enter your password to confirm'),
      'Wr0ng!pass',
    );
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password is incorrect.',
    );
    expect(useSessionStore.getState().token).toBe('token');
  });

  it('cancel closes the dialog without asking the server', async () => {
    renderDialog();
    const { person } = await openDialog();
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes with the password, then signs out as logout does and shows /welcome', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true }));
    const { router } = renderDialog();
    const { person, dialog } = await openDialog();
    await person.type(within(dialog).getByLabelText('Enter your password to confirm'), 'Secret1!');
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(notifyExtension).toHaveBeenCalledWith({ type: 'EXTENSION_LOGOUT' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user');
    expect(init?.method).toBe('DELETE');
    expect((init?.body as FormData).get('password')).toBe('Secret1!');
  });

  it('lets a Google account confirm with a fresh Google sign-in when Google is set up', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/config'
        ? envelopeResponse({
            success: true,
            data: publicConfigFixture({ googleClientId: 'client-1', scraperUrl: '/' }),
          })
        : envelopeResponse({ success: true }),
    );
    const requestGoogleToken = vi.fn(async (_clientId: string, onResponse) =>
      onResponse({ access_token: 'google-token' }),
    );
    renderDialog(requestGoogleToken);
    const { person, dialog } = await openDialog();
    await person.click(await within(dialog).findByRole('button', { name: 'Confirm with Google' }));
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(requestGoogleToken.mock.calls[0]?.[0]).toBe('client-1');
    const deletion = fetchMock.mock.calls.find(([url]) => url === '/api/user');
    expect((deletion?.[1]?.body as FormData).get('googleIdToken')).toBe('google-token');
  });
});
