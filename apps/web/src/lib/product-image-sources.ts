import { productImagePath, productImageWidths } from '@kolekt/shared/product-image';

/**
 * A shop's picture comes from Kolekt's own origin (decision 0036), made in a few widths the
 * browser picks from: no connection to the shop, no hotlink block, no plain-http picture, and a
 * phone downloads a small WebP instead of the shop's full photo. Other sources pass unchanged.
 * An unsaved search result's picture carries the search's `signature` (decision 0064).
 */
export function productImageSources(
  src: string,
  signature?: string,
): { src: string; srcSet?: string } {
  if (!/^https?:\/\//i.test(src)) return { src };
  return {
    src: productImagePath(src, 320, signature),
    srcSet: productImageWidths
      .map((width) => `${productImagePath(src, width, signature)} ${width}w`)
      .join(', '),
  };
}
