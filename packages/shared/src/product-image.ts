/**
 * The widths Kolekt makes product pictures in (`GET /api/image?src=…&w=…`, decision 0036): the
 * web app offers them as a srcset, so a phone takes a small one and the variants kept stay few.
 */
export const productImageWidths = [160, 320, 640, 960] as const;
export type ProductImageWidth = (typeof productImageWidths)[number];

/**
 * Where Kolekt serves a shop's picture `src` at `width`. A saved product's picture needs nothing
 * more; an unsaved search result's needs the `signature` the search gave it (decision 0064).
 */
export function productImagePath(
  src: string,
  width: ProductImageWidth,
  signature?: string,
): string {
  const signed = signature ? `&sig=${encodeURIComponent(signature)}` : '';
  return `/api/image?src=${encodeURIComponent(src)}&w=${width}${signed}`;
}
