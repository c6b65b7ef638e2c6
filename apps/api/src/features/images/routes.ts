import { addressGroup } from '@kolekt/rate-limit/address-group';
import { productImageWidths, type ProductImageWidth } from '@kolekt/shared/product-image';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound, tooManyRequests } from '../../lib/errors';
import { isKnownPicture } from './known-picture';
import { productImageFormat, type ProductImages } from './product-images';

const imageQuery = z.object({
  src: z
    .string()
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/ })),
  w: z.coerce
    .number()
    .refine((width): width is ProductImageWidth =>
      (productImageWidths as readonly number[]).includes(width),
    ),
  /** The search's signature of an unsaved result's picture (decision 0064). */
  sig: z.string().max(64).optional(),
});

/**
 * `GET /api/image?src=…&w=…[&sig=…]`: a product's picture from Kolekt's own origin, as a WebP of
 * one of the widths the web app asks for (decision 0036). A picture already made is served to
 * anyone; making one counts against the client's address (RATE_LIMIT_IMAGES_PER_MINUTE) and is
 * done only for a product's picture or a signed search result's (decision 0064). A picture that
 * cannot be had is a 404.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ProductImages }> = async (
  app,
  { images },
) => {
  const { ctx } = app;
  app.get(
    '/image',
    { schema: { tags: ['products'], querystring: imageQuery } },
    async (request, res) => {
      const { src, w, sig } = request.query;
      const source = new URL(src);
      const width = w as ProductImageWidth;
      let picture = await images.cached(source, width);
      if (!picture) {
        const taken = await ctx.limiters.imagesAddress.take(addressGroup(request.ip));
        if (!taken.allowed)
          throw tooManyRequests(serverMessages.tooManyRequests, taken.retryAfterSeconds);
        const known = await isKnownPicture({
          db: ctx.database.db,
          src,
          signature: sig,
          signingKey: ctx.secrets.searchKey,
        });
        if (!known) throw notFound(serverMessages.notFound);
        picture = await images.load(source, width);
      }
      if (!picture) throw notFound(serverMessages.notFound);
      return (
        res
          .header('content-type', productImageFormat.contentType)
          // A shop keeps a picture at its address; a day fresh, a week more while it is checked.
          .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
          .send(picture)
      );
    },
  );
};
