import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';
import { users } from './schema';

describe('the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps its data across a restart and migrates again without harm', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kolekt-pglite-'));
    dirs.push(dataDir);
    const first = await openDatabase({ pgliteDir: dataDir });
    await first.db
      .insert(users)
      .values({ email: 'keep@example.com', userName: 'keeper', name: 'Kee', surname: 'Per' });
    await first.close();

    const second = await openDatabase({ pgliteDir: dataDir });
    const rows = await second.db.select({ email: users.email }).from(users);
    await second.close();
    expect(rows).toEqual([{ email: 'keep@example.com' }]);
  });
});
