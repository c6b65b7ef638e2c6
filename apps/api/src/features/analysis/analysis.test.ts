import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createTestApp, type TestApp } from '../../test/test-app';

const richDetails = {
  priceValue: 1299.9,
  currency: 'TRY',
  description:
    'Bu kahve makinesi 15 bar basınçla gerçek espresso hazırlar. Paslanmaz çelik gövdesi uzun ömürlüdür. ' +
    'Süt köpürtücüsü ile latte ve kapuçino yapabilirsiniz. Kutu içeriğinde ölçü kaşığı bulunur. ' +
    'Su haznesi 1,5 litredir ve kolayca çıkarılıp yıkanabilir.',
  brand: 'Kahvex',
  rating: { value: 4.5, count: 120 },
  reviews: [
    { text: 'Harika bir makine, kahvesi çok lezzetli. Kargo hızlıydı.', rating: 5, author: 'A' },
    { text: 'Fiyatına göre güzel, memnun kaldım.', rating: 4, author: 'B' },
    { text: 'Süt köpürtücüsü berbat, iki haftada bozuldu.', rating: 2, author: 'C' },
  ],
  identifiers: { gtin: '8690000000011', mpn: null, sku: null },
};

describe('product analysis', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUser>>;
  let shelf: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    shelf = await createCollection(t.app, user.user.id);
  });
  afterAll(() => t.close());

  const analyze = (id: string, headers: Record<string, string> = user.auth, language = 'tr') =>
    t.app.inject({
      method: 'POST',
      url: `/api/product/analyze/${id}`,
      headers: { ...headers, 'accept-language': language },
    });

  it('analyses a product with rich data from its own words and known prices', async () => {
    const product = await createProduct(
      t.app,
      {
        title: 'Kahvex Espresso Makinesi',
        store: 'Trendyol',
        price: '1.299,90 TL',
        details: richDetails,
      },
      [shelf.id],
    );
    await createProduct(
      t.app,
      {
        title: 'Kahvex Espresso',
        store: 'Hepsiburada',
        price: '1.199,90 TL',
        details: { ...richDetails, priceValue: 1199.9, reviews: [] },
      },
      [shelf.id],
    );
    const res = await analyze(product.id);
    expect(res.statusCode).toBe(200);
    const analysis = res.json().data;
    expect(analysis.sentiment).toBe('positive');
    expect(analysis.descriptionSummary).toContain(
      'Bu kahve makinesi 15 bar basınçla gerçek espresso hazırlar.',
    );
    expect(richDetails.description).toContain(analysis.descriptionSummary.split('. ')[0]);
    expect(analysis.pros).toContain('Harika bir makine, kahvesi çok lezzetli.');
    expect(analysis.cons).toContain('Süt köpürtücüsü berbat, iki haftada bozuldu.');
    expect(analysis.suggestions).toContain(
      'Aynı ürün Hepsiburada mağazasında 1.199,90 TL: 100,00 TL daha ucuz.',
    );
    expect(analysis.suggestions).toContain('Mağazadaki puanı 5 üzerinden 4,5 (120 değerlendirme).');
    // In English the amounts are in English number style, as the app writes them.
    const english = (await analyze(product.id, user.auth, 'en')).json().data;
    expect(english.suggestions.find((s: string) => s.includes('Hepsiburada'))).toMatch(
      /1,199\.90 TL.*100\.00 TL/,
    );
    expect(analysis.suggestions.some((s: string) => s.includes('Süt köpürtücüsü berbat'))).toBe(
      true,
    );
  });

  it('says plainly when it knows little, in the caller’s language', async () => {
    const bare = await createProduct(
      t.app,
      { title: 'Mystery Box', store: 'n11', price: null, details: null },
      [shelf.id],
    );
    const analysis = (await analyze(bare.id, user.auth, 'en')).json().data;
    expect(analysis).toEqual({
      descriptionSummary: 'The n11 page gives no description of "Mystery Box" to summarise.',
      sentiment: 'neutral',
      pros: [],
      cons: [],
      suggestions: [
        'No price is shown right now; check the store page before buying.',
        'Kolekt knows very little about this product; see the store page for details and reviews.',
      ],
    });
  });

  it('is for signed-in users only, about products they can see', async () => {
    const product = await createProduct(t.app, {}, [shelf.id]);
    expect((await analyze(product.id, {})).statusCode).toBe(401);
    expect((await analyze('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const stranger = await createUser(t.app);
    const hidden = await createCollection(t.app, stranger.user.id, { isPublic: false });
    const secret = await createProduct(t.app, {}, [hidden.id]);
    expect((await analyze(secret.id)).statusCode).toBe(404);
  });
});

describe('analysis with an OpenAI-compatible server', () => {
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUser>>;
  let product: { id: string };

  const good = {
    descriptionSummary: 'Güçlü bir espresso makinesi.',
    sentiment: 'positive',
    pros: ['Lezzetli kahve'],
    cons: ['Köpürtücü dayanıksız'],
    suggestions: ['Hepsiburada daha ucuz'],
  };

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'qwen2.5',
      AI_TIMEOUT_MS: '1000',
    });
    user = await createUser(t.app);
    const shelf = await createCollection(t.app, user.user.id);
    product = await createProduct(
      t.app,
      { title: 'Kahvex Espresso Makinesi', details: richDetails },
      [shelf.id],
    );
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  const analyze = (language = 'tr') =>
    t.app.inject({
      method: 'POST',
      url: `/api/product/analyze/${product.id}`,
      headers: { ...user.auth, 'accept-language': language },
    });
  const resetCache = () => t.database.db.execute(sql`delete from product_analyses`);

  it('asks with everything known, in the caller’s language, and keeps a valid answer', async () => {
    ai.script(() => ({ content: JSON.stringify(good) }));
    const res = await analyze();
    expect(res.json()).toMatchObject({ success: true, data: good });
    const request = ai.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('qwen2.5');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(request.body.messages[0]!.content).toContain('Turkish');
    // Kolekt's one Turkish voice (decision 0072) holds for the model's words too.
    expect(request.body.messages[0]!.content).toContain('polite "siz"');
    // The description sits beside the analysis: the model is told not to say it again.
    expect(request.body.messages[0]!.content).toContain(
      "The shopper already sees the shop's description next to your answer: do not restate, quote or paraphrase it.",
    );
    const facts = request.body.messages[1]!.content;
    for (const fact of [
      'Kahvex Espresso Makinesi',
      '15 bar',
      '"value":4.5',
      'Süt köpürtücüsü berbat',
    ])
      expect(facts).toContain(fact);
  });

  it('reuses the stored answer until the product changes', async () => {
    const before = ai.requests.length;
    expect((await analyze()).json().data).toEqual(good);
    expect(ai.requests.length).toBe(before);

    ai.script(() => ({
      content: JSON.stringify({ ...good, descriptionSummary: 'A strong espresso machine.' }),
    }));
    expect((await analyze('en')).json().data.descriptionSummary).toBe('A strong espresso machine.');
    expect(ai.requests.length).toBe(before + 1);

    await t.database.db
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, product.id));
    ai.script(() => ({ content: JSON.stringify({ ...good, descriptionSummary: 'Yeni özet.' }) }));
    expect((await analyze()).json().data.descriptionSummary).toBe('Yeni özet.');
  });

  it('sends a malformed answer back once, then refuses it', async () => {
    await resetCache();
    ai.script(
      () => ({ content: 'Sure! Here is the analysis: {' }),
      () => ({ content: `\`\`\`json\n${JSON.stringify(good)}\n\`\`\`` }),
    );
    const retried = await analyze();
    expect(retried.json().data).toEqual(good);
    expect(ai.requests.at(-1)!.body.messages.at(-1)!.content).toContain('not usable');

    await resetCache();
    ai.script(
      () => ({ content: '{"descriptionSummary": 5}' }),
      () => ({ content: 'not json' }),
    );
    const refused = await analyze();
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Failed to analyze product',
      data: { reason: 'malformed' },
    });
  });

  it('answers a clear error when the server fails or is too slow', async () => {
    await resetCache();
    ai.script(() => ({ status: 500 }));
    const failed = await analyze();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Failed to analyze product');

    ai.script(() => ({ content: JSON.stringify(good), delayMs: 3000 }));
    const slow = await analyze();
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toMatchObject({
      message: 'Failed to analyze product',
      data: { reason: 'timeout' },
    });
  });

  it('rate limits computed analyses per user', async () => {
    await resetCache();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      ai.script(() => ({ status: 500 }));
      statuses.push((await analyze()).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
