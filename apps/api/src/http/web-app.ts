import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope } from './envelope';
import { isNeverAPage } from './server-paths';

/** The web app's build next to the api in this repository. */
export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

// Browsers ask for text/html; link-preview crawlers (WhatsApp, Facebook, X) often accept any
// type or say nothing, and must get the page and its tags too.
function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || /text\/html|text\/\*|\*\/\*/.test(accept);
}

/** index.html made for one page address (its own head); the plain file when it throws. */
export type PageRenderer = (request: FastifyRequest, template: string) => Promise<string>;

/**
 * Serves the built web app on the api's origin: hashed assets cached for good, the rest
 * revalidated, and every other page path answered with index.html for the client router, made
 * for that page by `renderPage` (its own head).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  renderPage: PageRenderer,
) {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  const template = hasWebApp ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes .br and .gz copies; a browser that accepts them gets them, unchanged.
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const notFoundReply = () => envelope(null, serverMessages.notFound, 404);
  if (hasWebApp) {
    // Page addresses are a route of their own (hidden from the api's document), so their HTML
    // passes through @fastify/compress like the api's replies; HEAD comes with it. They read the
    // visitor's cookies (language, signed in): the cookie parser is theirs, not every route's.
    await app.register(async (pages) => {
      await pages.register(cookie);
      pages.get('/*', { schema: { hide: true } }, async (request, res) => {
        if (isNeverAPage(request.url) || !acceptsHtml(request.headers.accept)) {
          return res.code(404).send(notFoundReply());
        }
        const html = await renderPage(request, template).catch((error: unknown) => {
          // The page still opens (the app reads its data itself); only its preview is generic.
          request.log.warn({ err: error }, 'page head not made');
          return template;
        });
        return res
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language, cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      });
    });
  }
  app.setNotFoundHandler((_request, res) => res.code(404).send(notFoundReply()));
}
