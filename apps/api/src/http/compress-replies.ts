import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this a reply fits in one packet anyway; compressing it costs more than it saves. */
export const compressThresholdBytes = 1024;

/**
 * Compresses replies (a page of 20 products is ~8 kB of JSON) for a client that accepts brotli or
 * gzip, with @fastify/compress. Register after the idempotency hooks, so they keep the text sent
 * uncompressed, and before the web app's static files, which already have .br and .gz copies.
 * Request bodies are not inflated: the api reads none compressed.
 */
export async function registerCompressReplies(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: compressThresholdBytes,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain at a small share of the default's (11) time.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  });
}
