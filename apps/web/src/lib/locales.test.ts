import { validationMessages } from '@kolekt/shared/messages';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

function leaves(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const keys = (node: object) => leaves(node).map(([key]) => key);

describe('translation files', () => {
  it('have the same keys in Turkish and English, none empty', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
    for (const file of [en, tr]) {
      expect(leaves(file).filter(([, text]) => typeof text !== 'string' || !text)).toEqual([]);
    }
  });

  it('translate every spec §5 message, word for word in English', () => {
    expect(en.validation).toEqual(validationMessages);
    expect(Object.keys(tr.validation).sort()).toEqual(Object.keys(validationMessages).sort());
  });

  it('hold the spec texts', () => {
    expect(en.loader).toEqual({
      title: 'getting ready...',
      subtitle: 'Please wait while we prepare your experience.',
    });
    expect(en.notFound.message).toBe("Oops! The page you're looking for doesn't exist.");
    expect(en.pwa.updateAvailable).toBe('A new update is available!');
    expect(en.landing.headline).toBe('Shop Smarter, Collect Easier!');
    expect(en.search.subtitle).toBe('Find your favorite products and collections in one place');
    expect(en.search.placeholder).toBe('Search for product, collection or user...');
  });
});
