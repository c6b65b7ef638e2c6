import { languages, type Language } from '@kolekt/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requestLanguage } from '../../lib/language';
import { linkPreview, type PreviewSubject } from './link-preview';
import type { PreviewCards } from './preview-cards';

const tags = ['previews'];
const querystring = z.object({
  lang: z.enum(languages).optional(),
  /** The preview's version, only there to give a changed card a new address. */
  v: z.string().max(64).optional(),
});
const byId = z.object({ id: z.uuid() });
const bySlug = z.object({ slug: z.string().min(1).max(100) });

/**
 * `GET /api/preview/…`: a shared link's 1200 × 630 card (issue #14), for the site, a collection,
 * a profile or a store. Anything a guest may not see answers the site's card, whoever asks.
 */
export const previewRoutes: FastifyPluginAsyncZod<{ cards: PreviewCards }> = async (
  app,
  { cards },
) => {
  const context = { db: app.ctx.database.db, pageStarts: app.ctx.pageStarts };

  async function sendCard(
    request: FastifyRequest,
    res: FastifyReply,
    asked: Language | undefined,
    subject: PreviewSubject,
  ) {
    const language = asked ?? requestLanguage(request);
    const png = await cards.png(await linkPreview(context, subject, language));
    return res
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=600, stale-while-revalidate=86400')
      .header('vary', 'accept-language')
      .send(png);
  }

  app.get('/preview/site', { schema: { tags, querystring } }, (request, res) =>
    sendCard(request, res, request.query.lang, { kind: 'site' }),
  );
  app.get(
    '/preview/collection/:id',
    { schema: { tags, querystring, params: byId } },
    (request, res) =>
      sendCard(request, res, request.query.lang, { kind: 'collection', id: request.params.id }),
  );
  app.get('/preview/profile/:id', { schema: { tags, querystring, params: byId } }, (request, res) =>
    sendCard(request, res, request.query.lang, { kind: 'profile', id: request.params.id }),
  );
  app.get(
    '/preview/store/:slug',
    { schema: { tags, querystring, params: bySlug } },
    (request, res) =>
      sendCard(request, res, request.query.lang, { kind: 'store', slug: request.params.slug }),
  );
};
