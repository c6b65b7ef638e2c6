import { describe, expect, it } from 'vitest';
import { repeatsDescription } from './repeats-description';

const description =
  'Çift cidarlı paslanmaz çelik gövde içeceği 12 saat sıcak tutar. Sızdırmaz kapağı çantada güvenle taşınır. ' +
  'Geniş ağzı sayesinde kolayca temizlenir.';

describe('repeatsDescription', () => {
  it("spots a summary made of the description's own sentences, whatever the spacing or case", () => {
    expect(
      repeatsDescription(
        'Çift cidarlı paslanmaz çelik gövde içeceği 12 saat sıcak tutar.  GENİŞ ağzı sayesinde kolayca temizlenir!',
        description,
      ),
    ).toBe(true);
  });

  it('keeps a summary that says something the description does not', () => {
    expect(
      repeatsDescription(
        'Çift cidarlı paslanmaz çelik gövde içeceği 12 saat sıcak tutar. Alıcılar kapağını sert buluyor.',
        description,
      ),
    ).toBe(false);
    expect(repeatsDescription('Anything at all.', null)).toBe(false);
    expect(repeatsDescription('', description)).toBe(false);
  });
});
