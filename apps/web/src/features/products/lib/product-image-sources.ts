import { productImagePath, productImageWidths } from '@kolekt/shared/product-image';

/**
 * A shop's picture comes from Kolekt's own origin (decision 0036), made in a few widths the
 * browser picks from: no connection to the shop, no hotlink block, no plain-http picture, and a
 * phone downloads a small WebP instead of the shop's full photo. Other sources pass unchanged.
 */
export function productImageSources(src: string): { src: string; srcSet?: string } {
  if (!/^https?:\/\//i.test(src)) return { src };
  return {
    src: productImagePath(src, 320),
    srcSet: productImageWidths
      .map((width) => `${productImagePath(src, width)} ${width}w`)
      .join(', '),
  };
}
