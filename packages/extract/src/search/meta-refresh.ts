import type { CheerioAPI } from 'cheerio';

/**
 * Where a `<meta http-equiv="refresh" content="0; url=…">` page sends the reader, when it stays
 * on the same host (Amazon may answer a search with one first, SHOPS.md); otherwise undefined.
 */
export function metaRefreshTarget($: CheerioAPI, pageUrl: URL): URL | undefined {
  const content = $('meta[http-equiv]')
    .filter((_index, element) => /^refresh$/i.test($(element).attr('http-equiv') ?? ''))
    .first()
    .attr('content');
  const target = /url\s*=\s*['"]?([^'"\s]+)/i.exec(content ?? '')?.[1];
  if (!target) return undefined;
  try {
    const url = new URL(target, pageUrl);
    return url.host === pageUrl.host && url.href !== pageUrl.href ? url : undefined;
  } catch {
    return undefined;
  }
}
