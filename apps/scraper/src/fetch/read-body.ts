import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ScrapeError } from '../scrape-error';

const tooLarge = () => new ScrapeError('too_large', 'The page is too large to scrape.');

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  switch (encoding) {
    case 'identity':
    case '':
      return response;
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createUnzip());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      throw new ScrapeError('network', 'The page uses an unsupported content encoding.');
  }
}

/**
 * Reads the body while counting decoded bytes, so neither a huge page nor a small compressed bomb
 * gets past the limit; a declared Content-Length over it is refused before reading anything.
 */
export async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const stream = decoded(response);
  const onAbort = () => stream.destroy(signal.reason as Error);
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    stream.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks, size);
}
