import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { storageKeys } from '@/lib/storage-keys';
import { LoginForm } from './login-form';

vi.mock('@/lib/extension-bridge', () => ({ notifyExtension: vi.fn(async () => false) }));

const fetchMock = vi.fn<typeof fetch>();

function VerifyStateProbe() {
  const { state } = useLocation();
  return <p>verify state: {JSON.stringify(state)}</p>;
}
const sessionUser = {
  id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11',
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayseyilmaz',
  email: 'ayse@example.com',
  biography: null,
  profileImagePath: null,
  language: 'tr',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().clearSession();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function submit(email = 'ayse@example.com', password = 'Secret1!') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('shows the server message in the alert', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: false, message: 'Invalid email or password.' }, 401),
    );
    renderWithProviders(<LoginForm />);
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
  });

  it("shows 'Unexpected error occurred!' when the server sends no message", async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: false, message: '' }, 500));
    renderWithProviders(<LoginForm />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred!');
  });

  it("shows 'Unexpected error occurred!' on a network error", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<LoginForm />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred!');
  });

  it('translates validation messages', async () => {
    await i18next.changeLanguage('tr');
    renderWithProviders(<LoginForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByText('E-posta adresinizi girin')).toBeInTheDocument();
    expect(screen.getByText('Lütfen şifrenizi girin')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the session, stays loading and goes to the return path', async () => {
    localStorage.setItem(storageKeys.returnPath, '/collections');
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: true, data: { accessToken: 'jwt', user: sessionUser } }),
    );
    const { router } = renderWithProviders(<LoginForm />, {
      path: '/login',
      routes: [{ path: '/collections', element: <p>collections page</p> }],
    });
    await submit();
    expect(await screen.findByText('collections page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/collections');
    expect(useSessionStore.getState()).toMatchObject({ token: 'jwt', user: sessionUser });
    expect(localStorage.getItem(storageKeys.returnPath)).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.body as FormData).get('email')).toBe('ayse@example.com');
  });

  it('links to forgot password and closes the auth modal it may sit in', async () => {
    useModalStore.getState().push({ kind: 'auth' });
    const { router } = renderWithProviders(<LoginForm />, {
      path: '/login',
      routes: [{ path: '/forgot-password', element: <p>forgot page</p> }],
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('forgot page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it("offers 'Verify now' to an unverified account: a code is sent, the verify screen opens", async () => {
    fetchMock
      .mockResolvedValueOnce(
        envelopeResponse(
          { success: false, message: 'Please verify your e-mail address before logging in.' },
          403,
        ),
      )
      .mockResolvedValueOnce(envelopeResponse({ success: true, data: { retryAfterSeconds: 60 } }));
    useModalStore.getState().push({ kind: 'auth' });
    renderWithProviders(<LoginForm />, {
      path: '/login',
      routes: [{ path: '/verify-email', element: <VerifyStateProbe /> }],
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your e-mail address before logging in.',
    );
    const before = Date.now();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify now' }));

    const probe = await screen.findByText(/^verify state:/);
    const state = JSON.parse(probe.textContent!.replace('verify state: ', '')) as {
      email: string;
      password: string;
      nextCodeAt: number;
    };
    expect(state).toMatchObject({ email: 'ayse@example.com', password: 'Secret1!' });
    expect(state.nextCodeAt).toBeGreaterThanOrEqual(before + 60_000);
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/auth/resend-code');
    expect((init?.body as FormData).get('email')).toBe('ayse@example.com');
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it("offers no 'Verify now' for other failures", async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: false, message: 'Invalid email or password.' }, 401),
    );
    renderWithProviders(<LoginForm />);
    await submit();
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Verify now' })).not.toBeInTheDocument();
  });
});
