import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkExtensionReady } from '@/lib/extension-bridge';
import { renderWithProviders } from '@/test/render';
import { ExtensionPage } from './extension-page';

vi.mock('@/lib/extension-bridge', () => ({ checkExtensionReady: vi.fn() }));

beforeEach(() => vi.mocked(checkExtensionReady).mockReset());

describe('The extension page', () => {
  it('offers the download and the install steps for Chromium browsers and Firefox', async () => {
    vi.mocked(checkExtensionReady).mockResolvedValue(false);
    renderWithProviders(<ExtensionPage />);
    expect(screen.getByRole('link', { name: 'Download the extension' })).toHaveAttribute(
      'href',
      '/api/extension/download',
    );
    expect(screen.getByRole('heading', { name: 'Chrome, Edge or Brave' })).toBeInTheDocument();
    expect(screen.getByText('Turn on Developer mode.')).toBeInTheDocument();
    expect(screen.getByText(/about:debugging/)).toBeInTheDocument();
    expect(await screen.findByText('Not detected')).toBeInTheDocument();
  });

  it('shows the live pairing status and checks again on request', async () => {
    vi.mocked(checkExtensionReady).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const user = userEvent.setup();
    renderWithProviders(<ExtensionPage />);
    expect(screen.getByText('Checking...')).toBeInTheDocument();
    expect(await screen.findByText('Not detected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(checkExtensionReady).toHaveBeenCalledTimes(2);
  });

  it('speaks Turkish', async () => {
    await i18next.changeLanguage('tr');
    vi.mocked(checkExtensionReady).mockResolvedValue(true);
    renderWithProviders(<ExtensionPage />);
    expect(screen.getByRole('heading', { name: 'Kolekt tarayıcı eklentisi' })).toBeInTheDocument();
    expect(await screen.findByText('Bağlı')).toBeInTheDocument();
  });
});
