import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInstance } from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { PageMessage } from './page-message';
import { pageProductOf } from './use-page-product';

// The real pages people saved from the shops, read from ../shared beside the repository.
const shops = resolve(import.meta.dirname, '../../../../../shared/fixtures/real-pages/shops');
const real = (name: string) => readFileSync(resolve(shops, name), 'utf8');

describe('what the popup makes of the tab it was opened on', () => {
  it("calls Hepsiburada's real bot wall a challenge, not a page without a product", () => {
    const page = {
      html: real('hepsiburada-search-blockpage-2026-07-27.html'),
      url: 'https://www.hepsiburada.com/ara?q=bluetooth+kulaklik',
    };
    expect(pageProductOf(page)).toEqual({ kind: 'challenge' });
  });

  it.each([
    [
      'Cloudflare',
      '<html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1"></script></body></html>',
    ],
    [
      'Amazon',
      '<html><head><title>Robot Check</title></head><body><form action="/errors/validateCaptcha"></form></body></html>',
    ],
    [
      'Akamai',
      '<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>Reference #18.4f2d1402.1700000000.1a2b3c</BODY></HTML>',
    ],
  ])("calls %s's challenge a challenge", (_wall, html) => {
    expect(pageProductOf({ html, url: 'https://www.shop.example/p/1' })).toEqual({
      kind: 'challenge',
    });
  });

  it('still finds the product of a real product page', () => {
    const product = pageProductOf({
      html: real('trendyol-product-2025-10.html'),
      url: 'https://www.trendyol.com/apple/iphone-17-pro-max-256gb-kozmik-turuncu-p-985256825',
    });
    expect(product.kind).toBe('found');
  });

  it('says nothing, not challenge, on a page that has no product and is no wall', () => {
    expect(
      pageProductOf({ html: '<html><body></body></html>', url: 'https://www.shop.example/' }),
    ).toEqual({
      kind: 'nothing',
    });
  });
});

describe('the popup on a wall', () => {
  let container: HTMLElement | undefined;
  afterEach(() => container?.remove());

  async function render(language: 'tr' | 'en', kind: 'challenge' | 'nothing') {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({
      lng: language,
      resources: { tr: { translation: tr }, en: { translation: en } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <PageMessage kind={kind} onRetry={() => undefined} />
        </I18nextProvider>,
      ),
    );
    return container;
  }

  it.each([
    ['tr', tr],
    ['en', en],
  ] as const)(
    'says in %s that the shop is checking the visitor: solve it, then try again',
    async (language, texts) => {
      const shown = await render(language, 'challenge');
      expect(shown.querySelector('h1')?.textContent).toBe(texts.popup.challenge.title);
      expect(shown.querySelector('p')?.textContent).toBe(texts.popup.challenge.hint);
      expect(shown.querySelector('button')?.textContent).toBe(texts.common.retry);
      // Never the advice for a page without a product.
      expect(shown.textContent).not.toContain(texts.popup.nothing.hint);
    },
  );

  it('keeps telling a page without a product to open a product page', async () => {
    const shown = await render('en', 'nothing');
    expect(shown.querySelector('h1')?.textContent).toBe(en.popup.nothing.title);
  });
});
