import type { Language } from '@kolekt/shared/constants';
import { escapeHtml } from '../../lib/escape-html';
import type { LinkPreview } from './link-preview';

/** The size of every preview card: what WhatsApp, Facebook and X draw without cropping. */
export const previewCardSize = { width: 1200, height: 630 } as const;

const ogLocales: Record<Language, string> = { tr: 'tr_TR', en: 'en_US' };

/** One line of the head; every value is escaped, so a collection's name is only ever text. */
const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;

/**
 * The page's own title, description, canonical address and Open Graph / Twitter card tags, in
 * the preview's language. Addresses are absolute (`publicUrl`), as crawlers require.
 */
export function pageHeadTags(preview: LinkPreview, publicUrl: string): string {
  const url = `${publicUrl}${preview.path}`;
  const image = `${publicUrl}${preview.imagePath}`;
  const title = preview.kind === 'site' ? preview.title : `${preview.title} · Kolekt`;
  const alternate = (Object.keys(ogLocales) as Language[]).filter(
    (language) => language !== preview.language,
  );
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', 'Kolekt'),
    meta('property', 'og:type', preview.kind === 'profile' ? 'profile' : 'website'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocales[preview.language]),
    ...alternate.map((language) => meta('property', 'og:locale:alternate', ogLocales[language])),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', previewCardSize.width),
    meta('property', 'og:image:height', previewCardSize.height),
    meta('property', 'og:image:alt', preview.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}

const titleTag = /<title>[^<]*<\/title>/;
const descriptionTag = /<meta name="description"[^>]*>\s*/;
const htmlLang = /<html lang="[a-z]+"/;

/**
 * index.html with the page's head: the built file's title and description give way to the
 * page's tags, and `<html lang>` says the preview's language.
 */
export function withPageHead(template: string, preview: LinkPreview, publicUrl: string): string {
  // Replaced by functions: a `$&` in a collection's name is text, not a replacement pattern.
  return template
    .replace(htmlLang, () => `<html lang="${preview.language}"`)
    .replace(descriptionTag, '')
    .replace(titleTag, () => pageHeadTags(preview, publicUrl));
}
