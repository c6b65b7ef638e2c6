import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { ForgotPasswordFlow } from './forgot-password-flow';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const sentBody = (call: number) => fetchMock.mock.calls[call]?.[1]?.body as FormData;

function renderFlow() {
  render(<Toaster />);
  return renderWithProviders(<ForgotPasswordFlow />, {
    path: '/forgot-password',
    routes: [{ path: '/login', element: <p>login page</p> }],
  });
}

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true }));
  await user.type(screen.getByLabelText('Email'), 'ayse@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Reset code');
}

async function fillReset(user: ReturnType<typeof userEvent.setup>, confirmation = 'N3w!pass') {
  await user.type(screen.getByLabelText('Reset code'), 'A1B2C3');
  await user.type(screen.getByLabelText('New password'), 'N3w!pass');
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ForgotPasswordFlow', () => {
  it('checks the e-mail before asking the server', async () => {
    const user = userEvent.setup();
    renderFlow();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server refusal (too many codes) and stays on the e-mail step', async () => {
    const user = userEvent.setup();
    renderFlow();
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: false, message: 'Too many requests.', statusCode: 429 }),
    );
    await user.type(screen.getByLabelText('Email'), 'ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.queryByLabelText('Reset code')).not.toBeInTheDocument();
  });

  it('asks for the code and a matching, strong new password', async () => {
    const user = userEvent.setup();
    renderFlow();
    await requestCode(user);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/forgot-password');
    expect(sentBody(0).get('email')).toBe('ayse@example.com');
    expect(screen.getByText(/If an account uses ayse@example.com/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The code must be exactly 6 characters')).toBeInTheDocument();
    await fillReset(user, 'Other1!x');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong code as the server says it', async () => {
    const user = userEvent.setup();
    renderFlow();
    await requestCode(user);
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: false, message: 'The verification code is incorrect.' }),
    );
    await fillReset(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code is incorrect.',
    );
  });

  it('sets the password, then goes to login with a toast', async () => {
    const user = userEvent.setup();
    const { router } = renderFlow();
    await requestCode(user);
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true }));
    await fillReset(user);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByText('Your password has been changed. Log in with your new password.'),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/auth/reset-password');
    expect(Object.fromEntries(sentBody(1))).toEqual({
      email: 'ayse@example.com',
      otp: 'A1B2C3',
      password: 'N3w!pass',
    });
  });

  it('goes back to the e-mail step to use another address', async () => {
    const user = userEvent.setup();
    renderFlow();
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    await i18next.changeLanguage('tr');
    renderFlow();
    expect(screen.getByRole('button', { name: 'Kod gönder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Girişe dön' })).toHaveAttribute('href', '/login');
  });
});
