import { expect, it } from 'vitest';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { loadTranslations } from './load-translations';

it('loads each language from its own chunk, once', async () => {
  const first = loadTranslations('tr');
  expect(loadTranslations('tr')).toBe(first);
  expect(await first).toEqual(tr);
  expect(await loadTranslations('en')).toEqual(en);
});
