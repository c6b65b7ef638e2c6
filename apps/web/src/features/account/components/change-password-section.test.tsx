import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyExtension } from '@/lib/extension-bridge';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { ChangePasswordSection } from './change-password-section';

vi.mock('@/lib/extension-bridge', () => ({ notifyExtension: vi.fn(async () => false) }));

const fetchMock = vi.fn<typeof fetch>();
const user = sessionUserFixture({ id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setSession({ accessToken: 'old-token', user });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

async function fill(current: string, next: string, confirmation = next) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('Current password'), current);
  await person.type(screen.getByLabelText('New password'), next);
  await person.type(screen.getByLabelText('Confirm new password'), confirmation);
  await person.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordSection', () => {
  it('refuses a weak, unconfirmed or repeated new password before asking the server', async () => {
    renderWithProviders(<ChangePasswordSection />);
    await fill('Old1!pass', 'weakpass');
    expect(
      await screen.findByText('Password must include at least one uppercase letter'),
    ).toBeInTheDocument();

    const person = userEvent.setup();
    const retype = async (label: string, text: string) => {
      await person.clear(screen.getByLabelText(label));
      await person.type(screen.getByLabelText(label), text);
    };
    await retype('New password', 'N3w!pass');
    await retype('Confirm new password', 'N3w!pasz');
    await person.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();

    await retype('New password', 'Old1!pass');
    await retype('Confirm new password', 'Old1!pass');
    await person.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The new password must be different from the current one.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password without touching the session', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: false, message: 'The password is incorrect.' }),
    );
    renderWithProviders(<ChangePasswordSection />);
    await fill('Wrong1!pass', 'N3w!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(useSessionStore.getState().token).toBe('old-token');
  });

  it('keeps the fresh token, tells the extension and empties the form', async () => {
    render(<Toaster />);
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: true, data: { accessToken: 'new-token', user } }),
    );
    renderWithProviders(<ChangePasswordSection />);
    await fill('Old1!pass', 'N3w!pass');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('new-token');
    expect(notifyExtension).toHaveBeenCalledWith({ type: 'EXTENSION_AUTH', token: 'new-token' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/password');
    expect(Object.fromEntries(init?.body as FormData)).toEqual({
      currentPassword: 'Old1!pass',
      newPassword: 'N3w!pass',
    });
  });
});
