import type { Analysis } from '@kolekt/shared/analysis';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { AnalysisSection } from './analysis-section';

const firstId = '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d';
const secondId = '7c2f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d';
const analysis: Analysis = {
  descriptionSummary: 'A porcelain set of six cups.',
  sentiment: 'positive',
  pros: ['Rated 4.6 of 5 by 120 buyers'],
  cons: ['Two reviews mention chipped edges'],
  suggestions: ['The same set costs 299,90 TL at another shop'],
};

const fetchMock = vi.fn<typeof fetch>();
let answer: (response: Response) => void = () => {};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  useSessionStore.getState().setSession({
    accessToken: 'token',
    user: sessionUserFixture(),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
  useModalStore.getState().close();
});

/** The detail modal's situation: the same section, shown for one product and then another. */
function Switcher() {
  const [productId, setProductId] = useState(firstId);
  return (
    <>
      <button type="button" onClick={() => setProductId(secondId)}>
        next product
      </button>
      <AnalysisSection productId={productId} />
    </>
  );
}

describe('AnalysisSection', () => {
  it('asks, thinks, then shows the result in place of the button; resets for another product', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Switcher />);
    await user.click(screen.getByRole('button', { name: 'Analyze with AI' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thinking...');
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe(`/api/product/analyze/${firstId}`);
    expect(init?.method).toBe('POST');

    answer(envelopeResponse({ success: true, data: analysis }));
    expect(await screen.findByRole('heading', { name: 'AI analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze with AI' })).not.toBeInTheDocument();
    expect(screen.getByText('Positive')).toBeInTheDocument();
    expect(screen.getByText(analysis.descriptionSummary)).toBeInTheDocument();
    for (const heading of ['Summary', 'Pros', 'Cons', 'Suggestions']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Two reviews mention chipped edges')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'next product' }));
    expect(screen.getByRole('button', { name: 'Analyze with AI' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'AI analysis' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Analyze with AI', 'Failed to analyze product'],
    ['tr', 'Yapay zekâ ile analiz et', 'Ürün analiz edilemedi'],
  ])(
    "toasts 'Failed to analyze product' when the call fails (%s) and offers the button again",
    async (language, button, failure) => {
      await i18next.changeLanguage(language);
      const user = userEvent.setup();
      renderWithProviders(
        <>
          <AnalysisSection productId={firstId} />
          <Toaster />
        </>,
      );
      await user.click(screen.getByRole('button', { name: button }));
      answer(envelopeResponse({ success: false, message: 'Failed to analyze product' }, 502));
      expect(await screen.findByText(failure)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    },
  );

  it('asks a guest to log in instead of calling the api', async () => {
    useSessionStore.getState().clearSession();
    const user = userEvent.setup();
    renderWithProviders(<AnalysisSection productId={firstId} />);
    await user.click(screen.getByRole('button', { name: 'Analyze with AI' }));
    // The start-up session refresh finds no session cookie.
    answer(envelopeResponse({ success: true, data: null }));
    await waitFor(() =>
      expect(useModalStore.getState().stack.at(-1)).toMatchObject({
        kind: 'loginPrompt',
        props: { messageKey: 'analysis.loginToAnalyze' },
      }),
    );
    // Only the start-up session refresh was asked (it found no session); never the analysis.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => !url.endsWith('/auth/refresh-token'))).toEqual([]);
  });

  it('leaves out a summary that only repeats the description shown above it', async () => {
    const user = userEvent.setup();
    const description = 'A porcelain set of six cups. Dishwasher safe.';
    renderWithProviders(<AnalysisSection productId={firstId} description={description} />);
    await user.click(screen.getByRole('button', { name: 'Analyze with AI' }));
    answer(envelopeResponse({ success: true, data: analysis }));
    expect(await screen.findByRole('heading', { name: 'AI analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.queryByText(analysis.descriptionSummary)).not.toBeInTheDocument();
    expect(screen.getByText('Two reviews mention chipped edges')).toBeInTheDocument();
  });

  it('keeps a summary that adds to the description', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AnalysisSection productId={firstId} description="Six cups, dishwasher safe." />,
    );
    await user.click(screen.getByRole('button', { name: 'Analyze with AI' }));
    answer(envelopeResponse({ success: true, data: analysis }));
    expect(await screen.findByText(analysis.descriptionSummary)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
  });
});
