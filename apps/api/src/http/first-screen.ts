import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@kolekt/shared/constants';
import type { FastifyInstance } from 'fastify';

/** The web app's server entry (`apps/web/src/entry-server.tsx`) as its build exports it. */
interface WebServerEntry {
  renderPage(
    page: string,
    url: string,
    language: Language,
    read: (apiPath: string) => Promise<unknown>,
  ): Promise<string | undefined>;
}

/**
 * `page` with the first screen of `url` drawn in it for a guest at `address` (the visitor's), or
 * undefined when the page is the browser's to draw.
 */
export type FirstScreenDrawer = (
  page: string,
  url: string,
  language: Language,
  address: string,
) => Promise<string | undefined>;

/** Where `vite build --ssr` puts the server entry: beside the web build, never inside it. */
export const webServerDirOf = (webDistDir: string) => `${webDistDir}-server`;

/**
 * The web app's first-screen drawer, when its server build is there. The answers it draws from
 * are the api's own replies to a guest (`inject`: the same routes, checks and shapes the browser
 * would get), so nothing private is ever drawn. They are read from the visitor's address, as the
 * browser's own reads would be: a collection's view is counted for that visitor, once a day.
 */
export async function loadFirstScreenDrawer(
  app: FastifyInstance,
  webServerDir: string,
): Promise<FirstScreenDrawer | undefined> {
  const entry = path.join(webServerDir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const web = (await import(pathToFileURL(entry).href)) as WebServerEntry;
  return (page, url, language, address) =>
    web.renderPage(page, url, language, async (apiPath) => {
      const reply = await app.inject({
        method: 'GET',
        url: `/api/${apiPath}`,
        remoteAddress: address,
        headers: { accept: 'application/json', 'accept-language': language },
      });
      if (reply.statusCode !== 200) return undefined;
      return (reply.json() as { data?: unknown }).data ?? undefined;
    });
}
