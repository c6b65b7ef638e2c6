import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationHistory, migrationsFolder } from '../test/migrations-before';

describe('migration 0008: notifications keep type and params', () => {
  const history = migrationHistory();
  afterAll(() => history.cleanup());

  it('backfills params of old worded rows from their actor, collection and message', async () => {
    const before = await history.before('0008_notification_params');
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });

    const {
      rows: [ids],
    } = await client.query<{ owner: string; fan: string; shelf: string }>(`
      with owner as (
        insert into users (email, user_name, name, surname)
        values ('ayla@example.com', 'ayla_d', 'Ayla', 'Demir') returning id
      ), fan as (
        insert into users (email, user_name, name, surname)
        values ('burak@example.com', 'burak_e', 'Burak', 'Er') returning id
      ), shelf as (
        insert into collections (user_id, name) select id, 'Lamps' from owner returning id
      )
      select owner.id as owner, fan.id as fan, shelf.id as shelf from owner, fan, shelf`);
    const { owner, fan, shelf } = ids!;
    await client.query(
      `insert into notifications (user_id, actor_id, type, title, message, collection_id) values
        ($1, $2, 'follow', 'Yeni takipçi', 'Burak Er (@burak_e) seni takip etmeye başladı.', null),
        ($1, $2, 'like', 'New like', 'Burak Er (@burak_e) liked your collection "Lamps".', $3),
        ($1, $2, 'comment', 'New comment', 'Burak Er (@burak_e) commented on "Lamps": "So "bright"!"', $3),
        ($1, null, 'system', 'Welcome', 'Glad you are here.', null)`,
      [owner, fan, shelf],
    );

    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<{ type: string; params: unknown }>(
      'select type, params from notifications order by type',
    );
    await client.close();

    const burak = { actorName: 'Burak', actorSurname: 'Er', actorUserName: 'burak_e' };
    const lamps = { collectionId: shelf, collectionName: 'Lamps' };
    expect(rows).toEqual([
      { type: 'comment', params: { ...burak, ...lamps, commentPreview: 'So "bright"!' } },
      { type: 'follow', params: burak },
      { type: 'like', params: { ...burak, ...lamps } },
      { type: 'system', params: { title: 'Welcome', message: 'Glad you are here.' } },
    ]);
    // Replays every migration on a new database: longer than one test's default on a busy machine.
  }, 120_000);
});
