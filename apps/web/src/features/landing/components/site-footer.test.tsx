import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfigFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { SiteFooter } from './site-footer';

const fetchMock = vi.fn<typeof fetch>();

function answerConfig(links: Record<string, string>) {
  const config = publicConfigFixture();
  const data = { ...config, siteLinks: { ...config.siteLinks, ...links } };
  fetchMock.mockImplementation(async () => envelopeResponse({ success: true, data }));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const footerLinks = () => within(screen.getByRole('contentinfo')).getAllByRole('link');

describe('SiteFooter', () => {
  it('links to the privacy and terms pages', () => {
    answerConfig({});
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('shows the source, contact and social links the instance configured, and no link to #', async () => {
    answerConfig({
      source: 'https://git.example/kolekt',
      contact: 'mailto:hello@kolekt.example',
      instagram: 'https://instagram.example/kolekt',
    });
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      'https://git.example/kolekt',
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:hello@kolekt.example',
    );
    expect(screen.getByRole('link', { name: 'Kolekt on Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.example/kolekt',
    );
    expect(screen.queryByRole('link', { name: 'Kolekt on X' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/welcome#how-it-works',
    );
    for (const link of footerLinks()) expect(link.getAttribute('href')).not.toMatch(/^#?$/);
  });

  it('without configured links shows none of them, and still no link to #', async () => {
    answerConfig({});
    renderWithProviders(<SiteFooter />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Source' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kolekt on/ })).not.toBeInTheDocument();
    expect(footerLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/welcome#how-it-works',
      '/privacy',
      '/terms',
    ]);
  });
});
