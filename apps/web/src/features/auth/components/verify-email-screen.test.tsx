import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { useSessionStore } from '@/stores/session-store';
import { VerifyEmailScreen } from './verify-email-screen';

vi.mock('@/lib/extension-bridge', () => ({ notifyExtension: vi.fn(async () => false) }));

const fetchMock = vi.fn<typeof fetch>();
const credentials = { email: 'ayse@example.com', password: 'Secret1!' };
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

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderScreen(state?: unknown) {
  return renderWithProviders(<VerifyEmailScreen />, {
    path: '/verify-email',
    initialEntries: [{ pathname: '/verify-email', state }],
    routes: [
      { path: '/', element: <p>dashboard</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });
}

async function typeAddress(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify and login' }));
}

describe('VerifyEmailScreen', () => {
  it('asks for the address when opened without one (a refresh, a closed tab), then the code and the password', async () => {
    fetchMock
      .mockResolvedValueOnce(envelopeResponse({ success: true }))
      .mockResolvedValueOnce(
        envelopeResponse({ success: true, data: { accessToken: 'jwt', user: sessionUser } }),
      );
    const { router } = renderScreen();
    expect(
      screen.getByText('Enter the e-mail address you signed up with to verify it.'),
    ).toBeInTheDocument();
    await typeAddress('ayse@example.com');
    expect(
      screen.getByText(
        'Enter the 6-character code we sent to ayse@example.com. No code, or an old one? Ask for a new one below.',
      ),
    ).toBeInTheDocument();
    // Nothing is sent on the way: the code already mailed still works.
    expect(fetchMock).not.toHaveBeenCalled();

    // No password came along: the code alone would make an account without the sign-up's choices.
    await userEvent.setup().type(screen.getByLabelText('Verification code'), 'A1B2C3');
    expect(screen.getByRole('button', { name: 'Verify and login' })).toBeDisabled();
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(
      'The password you chose when you signed up.',
    );
    await userEvent.setup().type(screen.getByLabelText('Your password'), 'Secret1!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify and login' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/verify-email');
    expect((init?.body as FormData).get('email')).toBe('ayse@example.com');
    expect((init?.body as FormData).get('password')).toBe('Secret1!');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/login');
  });

  it('refuses a malformed address and lets a typed one be changed', async () => {
    renderScreen();
    await typeAddress('not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText('Email'));
    await typeAddress('ayse@example.com');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('names the e-mail and offers 6 slots', () => {
    renderScreen(credentials);
    expect(
      screen.getByText(
        'We are sending a 6-character code to ayse@example.com; it can take a few minutes to arrive. Enter it below to verify your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'Verify and login' })).toBeDisabled();
  });

  it('verifies, then logs in with the carried credentials', async () => {
    fetchMock
      .mockResolvedValueOnce(envelopeResponse({ success: true }))
      .mockResolvedValueOnce(
        envelopeResponse({ success: true, data: { accessToken: 'jwt', user: sessionUser } }),
      );
    renderScreen(credentials);
    await enterCode('A1B2C3');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    const [verifyUrl, verifyInit] = fetchMock.mock.calls[0] ?? [];
    expect(verifyUrl).toBe('/api/auth/verify-email');
    expect((verifyInit?.body as FormData).get('otp')).toBe('A1B2C3');
    // The sign-up's password goes with the code: only it carries the sign-up's choices over.
    expect((verifyInit?.body as FormData).get('password')).toBe('Secret1!');
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    const [loginUrl, loginInit] = fetchMock.mock.calls[1] ?? [];
    expect(loginUrl).toBe('/api/auth/login');
    expect((loginInit?.body as FormData).get('password')).toBe('Secret1!');
    expect(useSessionStore.getState().token).toBe('jwt');
  });

  it("shows the server message, or 'Something went wrong.'", async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: false, message: 'The code has expired.' }),
    );
    renderScreen(credentials);
    await enterCode('A1B2C3');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired.');

    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify and login' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('after a resend, counts down to the next one the server allows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: true, data: { retryAfterSeconds: 60 } }),
    );
    renderScreen(credentials);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('You can ask for a new code in 60 s.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/resend-code');
    expect((init?.body as FormData).get('email')).toBe('ayse@example.com');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('You can ask for a new code in 59 s.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('a refused resend (429) says when the next is allowed, in Turkish too', async () => {
    await i18next.changeLanguage('tr');
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(
        {
          success: false,
          message: 'A code was sent a moment ago. Please wait before asking for another.',
          data: { retryAfterSeconds: 42 },
        },
        429,
      ),
    );
    renderScreen(credentials);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kodu yeniden gönder' }));
    expect(
      await screen.findByText('42 sn sonra yeni bir kod isteyebilirsiniz.'),
    ).toBeInTheDocument();
  });

  it('counts down from a code sent just before the screen opened ("verify now")', () => {
    renderScreen({ ...credentials, nextCodeAt: Date.now() + 30_000 });
    expect(screen.getByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
  });
});
