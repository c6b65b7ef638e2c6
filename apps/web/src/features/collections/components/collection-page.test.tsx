import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { CollectionPage } from './collection-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

const renderPage = () =>
  renderWithProviders(<CollectionPage id="c1" renderProducts={() => null} />);

it('offline, a collection that got no answer is not called missing; a retry loads it', async () => {
  onlineManager.setOnline(false);
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderPage();
  expect(await screen.findByText(i18next.t('offline.loadFailed.title'))).toBeInTheDocument();
  expect(screen.getByText(i18next.t('offline.loadFailed.offline'))).toBeInTheDocument();
  expect(screen.queryByText(i18next.t('collection.notFound.title'))).not.toBeInTheDocument();

  fetchMock.mockResolvedValueOnce(envelopeResponse({ success: false, statusCode: 404 }));
  await userEvent.click(screen.getByRole('button', { name: i18next.t('offline.retry') }));
  expect(await screen.findByText(i18next.t('collection.notFound.title'))).toBeInTheDocument();
});

it('a 404 still says the collection was not found', async () => {
  fetchMock.mockResolvedValueOnce(envelopeResponse({ success: false, statusCode: 404 }));
  renderPage();
  await waitFor(() =>
    expect(screen.getByText(i18next.t('collection.notFound.title'))).toBeInTheDocument(),
  );
  expect(screen.queryByText(i18next.t('offline.loadFailed.title'))).not.toBeInTheDocument();
});
