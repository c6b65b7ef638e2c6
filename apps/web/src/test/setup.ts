import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

// The real translation files, so tests check the texts users see.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'tr',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: en }, tr: { common: tr } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

// happy-dom calls every picture complete with no pixels, which a browser says only of a broken one;
// as in a browser that has not fetched it yet, a test's picture is still loading.
if (globalThis.HTMLImageElement) {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', {
    configurable: true,
    get: () => false,
  });
}

beforeEach(() => {
  // Any console.error fails the test; a test expecting one mocks it explicitly.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  cleanup();
  // Absent only in the node-environment build test.
  globalThis.localStorage?.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
