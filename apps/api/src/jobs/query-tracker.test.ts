import { describe, expect, it } from 'vitest';
import { trackQueries } from './query-tracker';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<{ rows: unknown[] }>((done) => {
    resolve = () => done({ rows: [] });
  });
  return { promise, resolve };
}

describe('pg-boss queries in flight', () => {
  it('are idle only after a running fetch and the failure it starts have both finished', async () => {
    const fetch = deferred();
    const fail = deferred();
    const log: string[] = [];
    const tracked = trackQueries({
      executeSql: (text) => (text === 'fetch' ? fetch.promise : fail.promise),
    });

    // As pg-boss does when a job comes back after `stop`: fail it without awaiting.
    void tracked.db.executeSql('fetch', []).then(() => {
      log.push('fetched');
      void tracked.db.executeSql('fail', []).then(() => log.push('failed'));
    });
    const idle = tracked.idle().then(() => log.push('idle'));

    fetch.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['fetched']);
    fail.resolve();
    await idle;
    expect(log).toEqual(['fetched', 'failed', 'idle']);
  });

  it('are idle at once when nothing runs, and count a failed query as finished', async () => {
    const tracked = trackQueries({ executeSql: () => Promise.reject(new Error('gone')) });
    await tracked.idle();
    await expect(tracked.db.executeSql('fetch', [])).rejects.toThrow('gone');
    await tracked.idle();
  });
});
