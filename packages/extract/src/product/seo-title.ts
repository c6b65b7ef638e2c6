/**
 * Words shops append to a product's name for search engines ('… - Fiyatı, Yorumları',
 * '… Fiyatı ve Özellikleri | Trendyol'): a title segment made only of these is no part of the
 * product's name.
 */
const seoWords = new Set([
  'fiyatı',
  'fiyatları',
  'fiyat',
  'yorumları',
  'yorumlar',
  'özellikleri',
  've',
  'en',
  'ucuz',
  'uygun',
  'indirimli',
  'satın',
  'al',
  'online',
  'trendyol',
  'hepsiburada',
  'n11',
  'çiçeksepeti',
  'teknosa',
  'boyner',
  'mediamarkt',
  'price',
  'prices',
  'reviews',
]);

const isSeoSegment = (segment: string) => {
  const words = segment
    .toLocaleLowerCase('tr')
    .split(/[\s,&]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => seoWords.has(word.replace(/\.com(\.tr)?$/, '')));
};

/** 'Fiyatı, Yorumları' or 'Fiyatı ve Özellikleri' written straight after the name. */
const trailingPriceWords = /\s+fiyat(ı|ları)(\s*,\s*|\s+ve\s+)?(yorumları|özellikleri)?$/iu;

/**
 * The title without trailing SEO segments after ' - ', ' | ' or ' – ', nor a bare
 * 'Fiyatı, Yorumları' at its end; the name itself always stays.
 */
export function withoutSeoSuffix(title: string): string {
  let kept = title;
  for (;;) {
    const match = /\s+[-|–—]\s+([^-|–—]*)$/u.exec(kept);
    if (!match || !isSeoSegment(match[1]!)) break;
    kept = kept.slice(0, match.index).trimEnd();
  }
  const bare = kept.replace(trailingPriceWords, '');
  return bare || kept;
}
