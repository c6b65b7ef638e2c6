import { collectionSchema } from '@kolekt/shared/collection';
import { envelopeSchema } from '@kolekt/shared/envelope';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionViews } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** GET /api/collection/{id}: the header in one statement; only a first view of the day writes. */
describe('the collection page’s header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The row version of the viewer's counted view: a write of any kind changes it. */
  const viewRowVersion = async (collectionId: string) => {
    const rows = await t.database.db
      .select({ version: sql<string>`xmin::text` })
      .from(collectionViews)
      .where(eq(collectionViews.collectionId, collectionId));
    return rows.map((row) => row.version);
  };

  it('writes nothing when the same viewer comes back the same day', async () => {
    const owner = await createUser(t.app);
    const viewer = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id);
    const open = () => t.app.inject({ url: `/api/collection/${c.id}`, headers: viewer.auth });
    expect((await open()).json().data.viewCount).toBe(1);
    const counted = await viewRowVersion(c.id);
    expect(counted).toHaveLength(1);
    expect((await open()).json().data.viewCount).toBe(1);
    expect(await viewRowVersion(c.id)).toEqual(counted);
  });

  it('answers in the shared contract, and the owner’s view is never stored', async () => {
    const owner = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id, { description: 'A shelf of lamps' });
    const res = await t.app.inject({ url: `/api/collection/${c.id}`, headers: owner.auth });
    expect(envelopeSchema(collectionSchema).strict().parse(res.json()).data).toMatchObject({
      id: c.id,
      description: 'A shelf of lamps',
      isEditable: true,
      viewCount: 0,
    });
    expect(await viewRowVersion(c.id)).toEqual([]);
  });

  it('documents every collection route’s reply in the OpenAPI document', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const collectionPaths = Object.entries(document.paths).filter(([path]) =>
      /^\/api\/collection\/(create|update|active|archived|mostLiked|lastAdded|othersCollections|name|nameByUser|addable|\{id\})$/.test(
        path,
      ),
    );
    expect(collectionPaths).toHaveLength(11);
    for (const [, operations] of collectionPaths) {
      for (const operation of Object.values(operations)) {
        const replies = JSON.stringify(operation.responses);
        expect(replies).toContain('isCurrentUserLiked');
      }
    }
  });
});
