/**
 * The widths Kolekt makes product pictures in (`GET /api/image?src=…&w=…`, decision 0036): the
 * web app offers them as a srcset, so a phone takes a small one and the variants kept stay few.
 */
export const productImageWidths = [160, 320, 640, 960] as const;
export type ProductImageWidth = (typeof productImageWidths)[number];

/** Where Kolekt serves a shop's picture `src` at `width`. */
export function productImagePath(src: string, width: ProductImageWidth): string {
  return `/api/image?src=${encodeURIComponent(src)}&w=${width}`;
}
