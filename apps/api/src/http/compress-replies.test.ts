import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompressReplies } from './compress-replies';

describe('compressing JSON replies', () => {
  let app: FastifyInstance;
  const items = Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Product number ${i}` }));

  beforeAll(async () => {
    app = Fastify();
    await registerCompressReplies(app);
    app.get('/large', async () => ({ success: true, data: items }));
    app.get('/small', async () => ({ success: true, data: 1 }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends brotli to a browser that accepts it, and says the reply varies by encoding', async () => {
    const res = await app.inject({
      url: '/large',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(
      JSON.stringify({ success: true, data: items }).length / 3,
    );
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({
      success: true,
      data: items,
    });
  });

  it('sends gzip when brotli is not accepted, and plain JSON when nothing is', async () => {
    const gzipped = await app.inject({
      url: '/large',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).data).toEqual(items);

    const plain = await app.inject({ url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toEqual(items);
  });

  it('leaves small replies as they are', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true, data: 1 });
  });
});
