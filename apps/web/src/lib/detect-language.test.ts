import { afterEach, expect, it, vi } from 'vitest';
import { detectLanguage } from './detect-language';
import { storageKeys } from './storage-keys';

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => localStorage.clear());

it('keeps the language chosen in this browser before', () => {
  browserLanguages(['tr-TR']);
  localStorage.setItem(storageKeys.language, 'en');
  expect(detectLanguage()).toBe('en');
});

it("takes the first of the browser's languages Kolekt speaks, region dropped", () => {
  browserLanguages(['de-DE', 'en-GB', 'tr']);
  expect(detectLanguage()).toBe('en');
});

it('falls back to Turkish for an unknown kept value and unknown browser languages', () => {
  browserLanguages(['de-DE']);
  localStorage.setItem(storageKeys.language, 'fr');
  expect(detectLanguage()).toBe('tr');
});
