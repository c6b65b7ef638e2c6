import { fileURLToPath } from 'node:url';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { buildExtensionZip } from './build-extension-zip';

const defaultDist = fileURLToPath(new URL('../../../../extension/dist', import.meta.url));

/** GET /download: the companion extension as a zip, made once per process and kept in memory. */
export const extensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  let zip: Promise<Uint8Array | null> | null = null;

  app.get('/download', { schema: { tags: ['extension'] } }, async (_request, res) => {
    zip ??= buildExtensionZip({
      distDir: config.extensionDistDir ?? defaultDist,
      origin: new URL(config.publicUrl).origin,
    });
    const file = await zip;
    // A server started before the extension was built finds it on a later try.
    if (!file) {
      zip = null;
      throw notFound(serverMessages.extensionNotBuilt);
    }
    return res
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="kolekt-extension.zip"')
      .header('cache-control', 'no-cache')
      .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  });
};
