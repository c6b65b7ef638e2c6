import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../http/app-error';
import { productImageWidths, type ProductImageWidth } from '@kolekt/shared/product-image';
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
});

/**
 * `GET /api/image?src=…&w=…`: a shop's product picture from Kolekt's own origin, as a WebP of one
 * of the widths the web app asks for (decision 0036). A picture that cannot be had is a 404.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ProductImages }> = async (
  app,
  { images },
) => {
  app.get(
    '/image',
    { schema: { tags: ['products'], querystring: imageQuery } },
    async (request, res) => {
      const { src, w } = request.query;
      const picture = await images.load(new URL(src), w as ProductImageWidth);
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
