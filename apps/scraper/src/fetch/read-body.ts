import { ScrapeError } from '@kolekt/extract';

const tooLarge = () => new ScrapeError('too_large', 'The page is too large to scrape.');

// impit decodes these itself; anything else would hand us bytes we cannot read.
const decodedEncodings = new Set(['', 'identity', 'gzip', 'x-gzip', 'deflate', 'br', 'zstd']);

/** The part of a fetch Response the reader needs. */
export interface BodySource {
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
}

function whenAborted(signal: AbortSignal): { promise: Promise<never>; dispose: () => void } {
  let dispose = () => {};
  const promise = new Promise<never>((_resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    dispose = () => signal.removeEventListener('abort', onAbort);
  });
  promise.catch(() => {});
  return { promise, dispose };
}

/**
 * Reads the decoded body while counting its bytes, so neither a huge page nor a small compressed
 * bomb gets past the limit; a declared Content-Length over it is refused before reading anything.
 */
export async function readBody(
  response: BodySource,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const encoding = (response.headers.get('content-encoding') ?? '').trim().toLowerCase();
  if (!decodedEncodings.has(encoding)) {
    throw new ScrapeError('network', 'The page uses an unsupported content encoding.');
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const aborted = whenAborted(signal);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted.promise]);
      if (done) break;
      size += value.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(Buffer.from(value));
    }
  } finally {
    aborted.dispose();
    reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks, size);
}
