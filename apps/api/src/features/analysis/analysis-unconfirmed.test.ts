import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAnalyses } from '../../db/schema';
import {
  createCollection,
  createProduct,
  createProductDetails,
  createUser,
} from '../../test/factories';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Decision 0010: one user's details of an unconfirmed product are never everyone's analysis. */
describe('analysing a product only users have described', () => {
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  const answer = {
    descriptionSummary: 'Özet.',
    sentiment: 'neutral',
    pros: [],
    cons: [],
    suggestions: [],
  };

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'qwen2.5',
    });
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('analyses what each caller sees and stores nothing for everyone', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const aShelf = await createCollection(t.app, a.user.id);
    const bShelf = await createCollection(t.app, b.user.id);
    const product = await createProduct(
      t.app,
      { title: null, price: null, imagePath: null, confirmedAt: null },
      [aShelf.id, bShelf.id],
    );
    await createProductDetails(t.app, {
      productId: product.id,
      userId: a.user.id,
      title: 'A’nın anlattığı süpürge',
      price: '5 TL',
    });
    await createProductDetails(t.app, {
      productId: product.id,
      userId: b.user.id,
      title: 'B’nin anlattığı süpürge',
      price: '7 TL',
    });
    const analyze = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/product/analyze/${product.id}`, headers });

    ai.script(
      () => ({ content: JSON.stringify(answer) }),
      () => ({ content: JSON.stringify(answer) }),
    );
    expect((await analyze(a.auth)).statusCode).toBe(200);
    expect(ai.requests.at(-1)!.body.messages[1]!.content).toContain('A’nın anlattığı süpürge');
    expect((await analyze(b.auth)).statusCode).toBe(200);
    const facts = ai.requests.at(-1)!.body.messages[1]!.content;
    expect(facts).toContain('B’nin anlattığı süpürge');
    expect(facts).not.toContain('A’nın');
    expect(ai.requests).toHaveLength(2);
    const stored = await t.database.db
      .select()
      .from(productAnalyses)
      .where(eq(productAnalyses.productId, product.id));
    expect(stored).toHaveLength(0);

    // A visitor without details of their own sees, and so analyses, the newest visible card.
    const visitor = await createUser(t.app);
    ai.script(() => ({ content: JSON.stringify(answer) }));
    expect((await analyze(visitor.auth)).statusCode).toBe(200);
    expect(ai.requests.at(-1)!.body.messages[1]!.content).toContain('B’nin anlattığı süpürge');
  });
});
