import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    routes: [{ path: '/', element: <p>dashboard</p> }],
  });
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify and login' }));
}

describe('VerifyEmailScreen', () => {
  it('renders nothing without the login data of the register screen', () => {
    const { container } = renderScreen();
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when the state is incomplete', () => {
    const { container } = renderScreen({ email: 'ayse@example.com' });
    expect(container).toBeEmptyDOMElement();
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
});
