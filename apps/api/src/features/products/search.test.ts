import { validationMessages as m } from '@kolekt/shared/messages';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RareSearchTerms } from './rare-search-terms';
import { containsPattern } from '../../lib/text-search';
import { containingAnywhereQuery, containingWord, searchProducts } from './search-products';

describe('search', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let shelf: { id: string };
  let secretShelf: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { name: 'Şule', surname: 'Güneş', userName: 'sule_gunes' });
    other = await createUser(t.app, { name: 'IŞIL', surname: 'Öztürk', userName: 'isil_oz' });
    shelf = await createCollection(t.app, owner.user.id, { name: 'Çanta ve Aksesuar' });
    secretShelf = await createCollection(t.app, owner.user.id, {
      name: 'Gizli Çantalar',
      isPublic: false,
    });
    for (const title of [
      'İPEK EŞARP',
      'Deri Çanta Siyah',
      'Kahve Makinesi',
      'Şık Kol Saati',
      'Ilık Su Termosu',
    ]) {
      await createProduct(t.app, { title }, [shelf.id]);
    }
    await createProduct(t.app, { title: 'Gizli Çanta Kırmızı' }, [secretShelf.id]);
  });
  afterAll(() => t.close());

  const titles = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: `/api/product/name?title=${encodeURIComponent(query)}&pageSize=50`,
      headers,
    });
    return res.json().data.items.map((item: { title: string }) => item.title) as string[];
  };

  it.each([
    ['ipek', 'İPEK EŞARP'],
    ['İpek', 'İPEK EŞARP'],
    ['esarp', 'İPEK EŞARP'],
    ['canta', 'Deri Çanta Siyah'],
    ['ÇANTA', 'Deri Çanta Siyah'],
    ['sik kol', 'Şık Kol Saati'],
    ['ılık', 'Ilık Su Termosu'],
    ['ilik', 'Ilık Su Termosu'],
  ])('treats Turkish letters right: %j finds %j', async (query, title) => {
    expect(await titles(query)).toContain(title);
  });

  it('answers a found product field for field as the product lists do', async () => {
    const product = await createProduct(
      t.app,
      { title: 'Porselen Demlik Lacivert', priceAmount: '1299.90', availability: 'in_stock' },
      [shelf.id],
    );
    const listed = (await t.app.inject({ url: '/api/product/lastAdded?pageSize=50' }))
      .json()
      .data.items.find((item: { id: string }) => item.id === product.id);
    expect(listed).toMatchObject({ amount: '1299.90', currency: 'TRY', detailsSource: 'shop' });
    const found = async (title: string, rareTerms?: RareSearchTerms) =>
      (
        await searchProducts({
          db: t.database.db,
          callerId: null,
          title,
          paging: { pageIndex: 1, pageSize: 12 },
          rareTerms,
        })
      ).items.find((item) => item.id === product.id);
    // Among the newest products, then from the word index (a term already known to be rare).
    expect(await found('demlik')).toEqual(listed);
    const rare = new RareSearchTerms();
    rare.remember('demlik');
    expect(await found('demlik', rare)).toEqual(listed);
  });

  it('tolerates a typo and ranks exact substrings first', async () => {
    expect(await titles('kahve makinasi')).toEqual(['Kahve Makinesi']);
    await createProduct(t.app, { title: 'Canta Askısı' }, [shelf.id]);
    const ranked = await titles('canta');
    expect(ranked.slice(0, 2).sort()).toEqual(['Canta Askısı', 'Deri Çanta Siyah']);
  });

  it('never finds private collections or their products for others', async () => {
    expect(await titles('kirmizi')).toEqual([]);
    expect(await titles('kirmizi', other.auth)).toEqual([]);
    expect(await titles('kirmizi', owner.auth)).toEqual(['Gizli Çanta Kırmızı']);
    const names = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/collection/name?name=cantalar', headers }))
        .json()
        .data.items.map((c: { name: string }) => c.name);
    expect(await names({})).toEqual([]);
    expect(await names(other.auth)).toEqual([]);
    expect(await names(owner.auth)).toEqual(['Gizli Çantalar']);
  });

  it('finds people by name, surname or username with Turkish letters folded', async () => {
    const people = async (query: string) =>
      (await t.app.inject({ url: `/api/user/search?query=${encodeURIComponent(query)}` }))
        .json()
        .data.items.map((u: { userName: string }) => u.userName);
    expect(await people('isil')).toContain('isil_oz');
    expect(await people('ozturk')).toContain('isil_oz');
    expect(await people('GÜNEŞ')).toContain('sule_gunes');
  });

  it('refuses queries shorter than 2 characters with the spec message', async () => {
    for (const url of [
      '/api/product/name?title=a',
      '/api/collection/name?name=%20b%20',
      '/api/user/search?query=x',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.searchQueryTooShort);
    }
    expect((await t.app.inject({ url: '/api/product/name?title=' })).json().message).toBe(
      m.searchQueryRequired,
    );
  });

  it('pages stably: no duplicates or gaps across pages', async () => {
    const many = await createCollection(t.app, owner.user.id, { name: 'Bardaklar' });
    for (let i = 0; i < 30; i++)
      await createProduct(t.app, { title: `Bardak model ${i}` }, [many.id]);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const data = (
        await t.app.inject({ url: `/api/product/name?title=bardak&pageIndex=${page}&pageSize=12` })
      ).json().data;
      seen.push(...data.items.map((item: { id: string }) => item.id));
      expect(data.hasNextPage).toBe(page < 3);
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });
});

/** Substring matches (newest first), then look-alikes (most similar first), paged as one list. */
describe('product search paging across both kinds of match', () => {
  let t: TestApp;
  const containing: string[] = [];
  const resembling: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app);
    const shelf = await createCollection(t.app, owner.user.id, { name: 'Mutfak' });
    for (let i = 0; i < 5; i++) {
      containing.unshift(
        (await createProduct(t.app, { title: `Kahve makinesi ${i}` }, [shelf.id])).id,
      );
    }
    for (let i = 0; i < 3; i++) {
      resembling.push(
        (await createProduct(t.app, { title: `Kahve makinasi ${i}` }, [shelf.id])).id,
      );
    }
  });
  afterAll(() => t.close());

  it('walks the substring matches newest first, then the look-alikes, each once', async () => {
    const pages: { ids: string[]; hasNextPage: boolean }[] = [];
    for (let page = 1; page <= 3; page++) {
      const data = (
        await t.app.inject({
          url: `/api/product/name?title=kahve%20makinesi&pageIndex=${page}&pageSize=3`,
        })
      ).json().data;
      pages.push({
        ids: data.items.map((item: { id: string }) => item.id),
        hasNextPage: data.hasNextPage,
      });
    }
    expect(pages.map((page) => page.hasNextPage)).toEqual([true, true, false]);
    const ids = pages.flatMap((page) => page.ids);
    expect(ids.slice(0, 5)).toEqual(containing);
    expect(ids.slice(5).sort()).toEqual([...resembling].sort());
    // Page 3 starts past the substring matches: they are counted, not listed again.
    expect(pages[2]?.ids).toHaveLength(2);
  });
});

/**
 * A page not found among the newest products (the first try's window) is read from every match:
 * the same newest-first order and the same visibility, whichever way the page was found.
 */
describe('product search beyond the newest products', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  const listed: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    const shelf = await createCollection(t.app, owner.user.id, { name: 'Raf' });
    const secret = await createCollection(t.app, owner.user.id, { name: 'Gizli', isPublic: false });
    for (let i = 0; i < 6; i++) {
      listed.unshift((await createProduct(t.app, { title: `Termos ${i}` }, [shelf.id])).id);
      await createProduct(t.app, { title: `Gizli termos ${i}` }, [secret.id]);
      await createProduct(t.app, { title: `Kupa ${i}` }, [shelf.id]);
    }
    // Unconfirmed rows are never listed, not even when they are the newest.
    await createProduct(t.app, { title: 'Termos onaysız', confirmedAt: null }, [shelf.id]);
  });
  afterAll(() => t.close());

  const search = (
    window: number,
    pageIndex: number,
    callerId: string | null = null,
    rareTerms = new RareSearchTerms(),
  ) =>
    searchProducts({
      db: t.database.db,
      callerId,
      title: 'termos',
      paging: { pageIndex, pageSize: 4 },
      window,
      rareTerms,
    });

  it.each([2, 5, 1000])('pages the same with a window of %i newest products', async (window) => {
    const first = await search(window, 1);
    const second = await search(window, 2);
    expect(first.items.map((item) => item.id)).toEqual(listed.slice(0, 4));
    expect(second.items.map((item) => item.id)).toEqual(listed.slice(4));
    expect([first.hasNextPage, second.hasNextPage]).toEqual([true, false]);
  });

  it('remembers a term not found among the newest, and finds the same page the other way', async () => {
    const rareTerms = new RareSearchTerms();
    await search(1000, 2, null, rareTerms);
    expect(rareTerms.has('termos')).toBe(false); // a short later page says nothing
    await search(1000, 1, null, rareTerms);
    expect(rareTerms.has('termos')).toBe(false); // found among the newest
    const first = await search(2, 1, null, rareTerms);
    expect(rareTerms.has('TERMOS')).toBe(true);
    expect((await search(1000, 1, null, rareTerms)).items).toEqual(first.items);
    expect(first.items.map((item) => item.id)).toEqual(listed.slice(0, 4));
  });

  it("lists the caller's own private products beyond the window too", async () => {
    const titles = (await search(2, 1, owner.user.id)).items.map((item) => item.title);
    expect(titles).toEqual(['Gizli termos 5', 'Termos 5', 'Gizli termos 4', 'Termos 4']);
  });
});

/**
 * The word index (decision 0035) answers a one-word text exactly as the trigram index does: the
 * same titles, in the same order, whatever the letters, spacing, punctuation or LIKE wildcards.
 */
describe('product search by the word index', () => {
  let t: TestApp;
  let caller: string;
  // Turkish letters both ways, LIKE's wildcards and escape, punctuation, and several kinds of space.
  const letters = ['a', 'b', 'ı', 'I', 'i', 'İ', 'ş', 'Ş', 'ç', '%', '_', '\\', '-', '.', '2'];
  const spaces = [' ', '  ', '\t', '\u00a0'];
  const titleArbitrary = fc
    .array(
      fc.tuple(
        fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...spaces),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => parts.map(([word, space]) => word.join('') + space).join(''));
  const titles = fc.sample(titleArbitrary, { numRuns: 80, seed: 35 });

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app);
    caller = owner.user.id;
    const shelf = await createCollection(t.app, owner.user.id, { name: 'Raf' });
    for (const title of titles) await createProduct(t.app, { title }, [shelf.id]);
  }, 60_000);
  afterAll(() => t.close());

  const values = (text: string) => ({
    pattern: containsPattern(text),
    limit: 1000,
    offset: 0,
    caller,
  });
  const idsOf = (found: { id: string }[]) => found.map((product) => product.id);

  it('finds what the trigram index finds, for any one-word text', async () => {
    const oneWord = fc.oneof(
      fc
        .array(fc.constantFrom(...letters), { minLength: 2, maxLength: 4 })
        .map((chars) => chars.join('')),
      fc
        .tuple(fc.constantFrom(...titles), fc.nat(), fc.integer({ min: 2, max: 4 }))
        .map(([title, start, length]) => {
          const words = title.split(/\s+/).filter((word) => word.length >= 2);
          const word = words[start % Math.max(1, words.length)] ?? 'ab';
          const from = start % Math.max(1, word.length - 1);
          return word.slice(from, from + length).padEnd(2, 'a');
        }),
    );
    let found = 0;
    await fc.assert(
      fc.asyncProperty(oneWord, async (text) => {
        const byWords = idsOf(await containingWord(t.database.db, values(text)));
        const byTrigrams = await containingAnywhereQuery(t.database.db).execute(values(text));
        expect(byWords).toEqual(idsOf(byTrigrams));
        found += byWords.length;
      }),
      { numRuns: 150, seed: 35 },
    );
    // The texts did find titles: the comparison was not between two empty lists.
    expect(found).toBeGreaterThan(150);
  });
});
