import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { GoogleSignInButton } from './google-sign-in-button';
import { publicConfigFixture } from '@/test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
let respond: (response: { access_token?: string; error?: string }) => void = () => {};
const initTokenClient = vi.fn((config: { callback: typeof respond; scope: string }) => {
  respond = config.callback;
  return { requestAccessToken: vi.fn() };
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // Google's script is already "loaded": the token client is faked at the window boundary.
  window.google = { accounts: { oauth2: { initTokenClient } } };
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/config'
      ? envelopeResponse({
          success: true,
          data: publicConfigFixture({ googleClientId: 'client-1' }),
        })
      : envelopeResponse({ success: false, message: '' }, 401),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  delete window.google;
});

async function clickGoogle() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  expect(initTokenClient).toHaveBeenCalledWith(
    expect.objectContaining({ client_id: 'client-1', scope: 'openid profile email' }),
  );
}

describe('GoogleSignInButton', () => {
  it('reports a cancelled popup in the shared alert', async () => {
    renderWithProviders(<GoogleSignInButton />);
    await clickGoogle();
    respond({ error: 'popup_closed' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Alert');
    expect(alert).toHaveTextContent('Google authentication was cancelled or failed');
  });

  it("is disabled with a loading label while the token is exchanged, then shows 'Google authentication failed'", async () => {
    let answer: (response: Response) => void = () => {};
    renderWithProviders(<GoogleSignInButton />);
    await clickGoogle();
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    respond({ access_token: 'google-token' });

    expect(await screen.findByRole('button', { name: 'Signing in with Google...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toBe('/api/auth/google-login');
    expect((init?.body as FormData).get('token')).toBe('google-token');

    answer(envelopeResponse({ success: false, message: '' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google authentication failed');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
