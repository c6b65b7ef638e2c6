import type { CheerioAPI } from 'cheerio';
import type { ProductDraft } from './draft';
import { isPlaceholderTitle } from './placeholders';
import { absoluteUrl, cleanText } from './text';

const minImageSide = 100;

/** Icons, spacers, logos and tracking pixels are not the product's picture. */
function looksMeaningful(src: string, width: number, height: number): boolean {
  if (/\.svg(\?|$)|\.gif(\?|$)|logo|sprite|icon|pixel|spacer/i.test(src)) return false;
  return !(width && width < minImageSide) && !(height && height < minImageSide);
}

function firstImage($: CheerioAPI, base: URL): string | undefined {
  const linked = absoluteUrl($('link[rel~="image_src"]').attr('href'), base);
  if (linked) return linked;
  for (const element of $('body img').toArray()) {
    const image = $(element);
    const src = absoluteUrl(image.attr('src') ?? image.attr('data-src'), base);
    const width = Number(image.attr('width')) || 0;
    const height = Number(image.attr('height')) || 0;
    if (src && looksMeaningful(src, width, height)) return src;
  }
  return undefined;
}

/** The last resort for pages with no product markup at all: the document title and first picture. */
export function extractFallbacks($: CheerioAPI, base: URL): ProductDraft {
  const titles = [$('head title').first().text(), $('h1').first().text()].map((text) =>
    cleanText(text, 500),
  );
  return {
    title: titles.find((title) => title && !isPlaceholderTitle(title)),
    image: firstImage($, base),
  };
}
