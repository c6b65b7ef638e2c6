import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import { previewCardSize } from './page-head';

const require = createRequire(import.meta.url);

/** A node satori draws: React's element shape, without React. */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; children?: CardChild };
}
export type CardChild = CardNode | string | (CardNode | string)[];

/**
 * Inter's Latin and Latin Extended subsets (Turkish needs both: ğ and ş are in the second),
 * regular and bold, as WOFF. Satori falls back from one family to the next, not between two
 * files of one family, so each subset is a family of its own.
 */
const subsets = [
  { family: 'Inter', subset: 'latin' },
  { family: 'Inter Latin Extended', subset: 'latin-ext' },
];
export const fontFamily = subsets.map(({ family }) => `"${family}"`).join(', ');
const fontFiles = [400, 700].flatMap((weight) =>
  subsets.map(({ family, subset }) => ({
    family,
    weight: weight as 400 | 700,
    file: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
  })),
);

let fonts: Promise<SatoriOptions['fonts']> | undefined;

function loadFonts(): Promise<SatoriOptions['fonts']> {
  fonts ??= Promise.all(
    fontFiles.map(async ({ family, weight, file }) => ({
      name: family,
      data: await readFile(file),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/**
 * A card as a PNG: satori lays it out into an SVG with the text as paths, resvg rasterises that
 * on libuv's thread pool rather than on the event loop.
 */
export async function renderCard(card: CardNode): Promise<Buffer> {
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], {
    ...previewCardSize,
    fonts: await loadFonts(),
  });
  // Satori wrote every letter as a path: no font is looked up here.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}
