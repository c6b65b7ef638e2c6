import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { AuthModal } from './auth-modal';
import { publicConfigFixture } from '@/test/fixtures';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    envelopeResponse({
      success: true,
      data: publicConfigFixture({ googleClientId: 'client-1' }),
    }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('AuthModal', () => {
  it('switches between the login and register tabs with the switch links', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthModal />);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the 'or continue with' divider and Google when a client id is configured", async () => {
    renderWithProviders(<AuthModal tab="register" />);
    expect(await screen.findByText('or continue with')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('hides Google when the server has no client id', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({
        success: true,
        data: publicConfigFixture(),
      }),
    );
    renderWithProviders(<AuthModal />);
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything()),
    );
    expect(screen.queryByText('or continue with')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });
});
