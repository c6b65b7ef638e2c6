import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue #10 finding 7: a guest cannot inflate a view count by changing what it sends. */
describe('guest views count once per address, whatever the browser says', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function viewsFrom(visits: { remoteAddress: string; userAgent: string }[]) {
    const owner = await createUser(t.app);
    const collection = await createCollection(t.app, owner.user.id);
    let viewCount = 0;
    for (const { remoteAddress, userAgent } of visits) {
      const res = await t.app.inject({
        url: `/api/collection/${collection.id}`,
        headers: { 'user-agent': userAgent },
        remoteAddress,
      });
      viewCount = res.json().data.viewCount;
    }
    return viewCount;
  }

  it('counts a guest rotating its User-Agent once', async () => {
    const visits = Array.from({ length: 25 }, (_, i) => ({
      remoteAddress: '203.0.113.9',
      userAgent: `Mozilla/5.0 (rotating ${i})`,
    }));
    expect(await viewsFrom(visits)).toBe(1);
  });

  it('counts a guest hopping between addresses of its IPv6 /64 once', async () => {
    const visits = Array.from({ length: 10 }, (_, i) => ({
      remoteAddress: `2001:db8:77:1:${(i + 1).toString(16)}::${i + 2}`,
      userAgent: 'Mozilla/5.0',
    }));
    expect(await viewsFrom(visits)).toBe(1);
  });

  it('still counts different addresses and networks apart', async () => {
    const visits = [
      { remoteAddress: '203.0.113.10', userAgent: 'a' },
      { remoteAddress: '203.0.113.11', userAgent: 'a' },
      { remoteAddress: '::ffff:203.0.113.11', userAgent: 'b' },
      { remoteAddress: '2001:db8:77:1::1', userAgent: 'a' },
      { remoteAddress: '2001:db8:77:2::1', userAgent: 'a' },
    ];
    expect(await viewsFrom(visits)).toBe(4);
  });
});
