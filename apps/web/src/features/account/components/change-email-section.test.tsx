import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { ChangeEmailSection } from './change-email-section';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore
    .getState()
    .setSession({ accessToken: 'token', user: sessionUserFixture({ email: 'ayse@example.com' }) });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

async function startChange(newEmail = 'Yeni@Example.com') {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('New e-mail'), newEmail);
  await person.type(screen.getByLabelText('Current password'), 'Secret1!');
  await person.click(screen.getByRole('button', { name: 'Send code' }));
  return person;
}

describe('ChangeEmailSection', () => {
  it('shows the current address and checks the form before asking the server', async () => {
    renderWithProviders(<ChangeEmailSection />);
    expect(screen.getByText(/Your e-mail address is ayse@example.com\./)).toBeInTheDocument();
    await startChange('nope');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a server field error under its field', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({
        success: false,
        message: 'Validation failed',
        data: { errors: { newEmail: ['This e-mail address is already registered.'] } },
      }),
    );
    renderWithProviders(<ChangeEmailSection />);
    await startChange();
    expect(
      await screen.findByText('This e-mail address is already registered.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the code sent to the new address, then updates the session', async () => {
    render(<Toaster />);
    fetchMock
      .mockResolvedValueOnce(
        envelopeResponse({ success: true, data: { newEmail: 'yeni@example.com' } }),
      )
      .mockResolvedValueOnce(
        envelopeResponse({ success: true, data: { email: 'yeni@example.com' } }),
      );
    renderWithProviders(<ChangeEmailSection />);
    const person = await startChange();
    expect(
      await screen.findByText(/We are sending a 6-character code to yeni@example.com/),
    ).toBeVisible();

    await person.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await screen.findByText('The code must be exactly 6 characters')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await person.type(screen.getByLabelText('Code sent to the new address'), 'K7M2P9');
    await person.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await screen.findByText('Your e-mail address is now yeni@example.com.')).toBeVisible();
    expect(useSessionStore.getState().user?.email).toBe('yeni@example.com');
    expect(screen.getByLabelText('New e-mail')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/user/email/verify');
    expect((init?.body as FormData).get('otp')).toBe('K7M2P9');
  });

  it('shows a wrong code as the server says it', async () => {
    fetchMock
      .mockResolvedValueOnce(
        envelopeResponse({ success: true, data: { newEmail: 'yeni@example.com' } }),
      )
      .mockResolvedValueOnce(
        envelopeResponse({ success: false, message: 'The verification code is incorrect.' }),
      );
    renderWithProviders(<ChangeEmailSection />);
    const person = await startChange();
    await person.type(await screen.findByLabelText('Code sent to the new address'), 'K7M2P9');
    await person.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code is incorrect.',
    );
    expect(useSessionStore.getState().user?.email).toBe('ayse@example.com');
  });
});
