import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkExtensionReady } from '@/lib/extension-bridge';
import { renderWithProviders } from '@/test/render';
import { ExtensionPage } from './extension-page';

vi.mock('@/lib/extension-bridge', () => ({ checkExtensionReady: vi.fn() }));

let phone = false;

beforeEach(async () => {
  await i18next.changeLanguage('en');
  vi.mocked(checkExtensionReady).mockReset();
  phone = false;
  // A phone is narrower than the app's mobile breakpoint.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.startsWith('(min-width') ? !phone : phone,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

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

  it('says why it may not be detected: another address, with this one and where to set it', async () => {
    vi.mocked(checkExtensionReady).mockResolvedValue(false);
    renderWithProviders(<ExtensionPage />);
    const why = await screen.findByText(/set up for another Kolekt address/);
    expect(why).toHaveTextContent(window.location.origin);
    expect(why).toHaveTextContent('Kolekt address');
  });

  it('tells a phone the extension is for desktop browsers and offers the share menu', async () => {
    phone = true;
    vi.mocked(checkExtensionReady).mockResolvedValue(false);
    renderWithProviders(<ExtensionPage />);
    expect(
      screen.getByRole('heading', { name: 'The extension is for desktop browsers' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Share menu/)).toBeInTheDocument();
    await i18next.changeLanguage('tr');
    expect(
      await screen.findByRole('heading', { name: 'Eklenti masaüstü tarayıcılar içindir' }),
    ).toBeInTheDocument();
  });

  it('shows no phone notice on a desktop', () => {
    vi.mocked(checkExtensionReady).mockResolvedValue(true);
    renderWithProviders(<ExtensionPage />);
    expect(screen.queryByText('The extension is for desktop browsers')).not.toBeInTheDocument();
  });
});
