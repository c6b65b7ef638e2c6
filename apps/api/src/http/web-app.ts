import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyInstance } from 'fastify';
import { envelope } from './envelope';
import { isNeverAPage } from './server-paths';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app on the api's origin: hashed assets cached for good, the rest
 * revalidated, and every other page path answered with index.html for the client router.
 */
export async function registerWebApp(app: FastifyInstance, distDir = defaultDist) {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
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

  app.setNotFoundHandler((request, res) => {
    const wantsPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isNeverAPage(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      return res.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return res.code(404).send(envelope(null, serverMessages.notFound, 404));
  });
}
