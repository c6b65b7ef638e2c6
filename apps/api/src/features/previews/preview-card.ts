import type { LinkPreview } from './link-preview';
import { previewCardSize } from './page-head';
import { fontFamily, type CardChild, type CardNode } from './render-card';

const node = (
  type: string,
  style: Record<string, string | number>,
  children?: CardChild,
): CardNode => ({ type, props: { style, children } });

const colors = {
  primary: '#4f46e5',
  primarySoft: '#eef2ff',
  tile: '#e0e7ff',
  text: '#111827',
  muted: '#6b7280',
};

/** Cut to `max` characters at a word, with an ellipsis: a card has no scroll. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const brand = node('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
  node(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 60,
      height: 60,
      borderRadius: 18,
      background: colors.primary,
      color: '#ffffff',
      fontSize: 36,
      fontWeight: 700,
    },
    'K',
  ),
  node('div', { fontSize: 36, fontWeight: 700, color: colors.text }, 'Kolekt'),
]);

/** The words: brand, title, byline, description and a last line (the count, or the address). */
function textColumn(preview: LinkPreview, host: string, width: number): CardNode {
  const title = clip(preview.title, preview.kind === 'site' ? 60 : 48);
  return node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width,
      padding: 64,
    },
    [
      brand,
      node('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
        node(
          'div',
          {
            fontSize: title.length > 28 ? 52 : 64,
            fontWeight: 700,
            lineHeight: 1.1,
            color: colors.text,
          },
          title,
        ),
        ...(preview.byline
          ? [node('div', { fontSize: 30, color: colors.primary }, clip(preview.byline, 40))]
          : []),
        node(
          'div',
          { fontSize: 26, lineHeight: 1.35, color: colors.muted },
          clip(preview.description, preview.kind === 'site' ? 150 : 110),
        ),
      ]),
      node(
        'div',
        { fontSize: 24, color: colors.muted },
        preview.kind === 'collection' ? (preview.labels[0] ?? host) : host,
      ),
    ],
  );
}

const visualStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 20,
  width: 560,
  padding: 40,
  background: colors.primarySoft,
};

const tileSize = { width: 230, height: 250, borderRadius: 24 };

/** Up to four product pictures (data URLs) in two rows, empty tiles for the rest. */
function collage(pictures: string[]): CardNode {
  const tile = (index: number): CardNode => {
    const picture = pictures[index];
    return picture
      ? { type: 'img', props: { src: picture, style: { ...tileSize, objectFit: 'cover' } } }
      : node('div', { ...tileSize, background: colors.tile });
  };
  const row = (first: number) =>
    node('div', { display: 'flex', gap: 20 }, [tile(first), tile(first + 1)]);
  return node('div', { ...visualStyle, flexDirection: 'column' }, [row(0), row(2)]);
}

/** A profile's public collections, as name tiles. */
function nameTiles(names: string[]): CardNode {
  const shown = names.length > 0 ? names : [''];
  return node(
    'div',
    { ...visualStyle, flexDirection: 'column' },
    shown.map((name) =>
      node(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          width: 460,
          height: 110,
          padding: '0 32px',
          borderRadius: 24,
          background: '#ffffff',
          fontSize: 30,
          fontWeight: 700,
          color: colors.text,
        },
        clip(name, 24),
      ),
    ),
  );
}

/** A store's banner: its logo on a white tile. */
function logoTile(logo: string | null): CardNode {
  return node('div', visualStyle, [
    node(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 420,
        height: 300,
        borderRadius: 32,
        background: '#ffffff',
      },
      logo ? [{ type: 'img', props: { src: logo, style: { width: 200, height: 200 } } }] : [],
    ),
  ]);
}

export interface CardAssets {
  /** A collection's product pictures as data URLs, in order. */
  pictures: string[];
  /** A store's logo as a data URL. */
  logo: string | null;
  /** Kolekt's address as people type it ('kolekt.app'). */
  host: string;
}

/** The 1200 × 630 card of a preview, for satori. */
export function previewCard(preview: LinkPreview, drawn: CardAssets): CardNode {
  const visual =
    preview.kind === 'collection'
      ? collage(drawn.pictures)
      : preview.kind === 'profile'
        ? nameTiles(preview.labels)
        : preview.kind === 'store'
          ? logoTile(drawn.logo)
          : null;
  return node(
    'div',
    {
      display: 'flex',
      width: previewCardSize.width,
      height: previewCardSize.height,
      background: '#ffffff',
      fontFamily: fontFamily,
    },
    visual
      ? [textColumn(preview, drawn.host, previewCardSize.width - 560), visual]
      : [textColumn(preview, drawn.host, previewCardSize.width)],
  );
}
