import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { defineJob, jobKind, type JobDefinition } from './define-job';
import { createJobQueue, type JobQueue } from './job-queue';

// A logger that drops everything, as the test app's does.
const log = Fastify({ logger: false }).log;
const counter = z.object({ n: z.number().int() });

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await delay(50);
  }
}

describe('the job queue (pg-boss in the app database)', () => {
  let database: Database;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database.close();
  });

  async function startQueue(definitions: JobDefinition<unknown>[], maintenanceSeconds?: number) {
    const queue = createJobQueue({ database, log, maintenanceSeconds, stopTimeoutMs: 1000 });
    queues.push(queue);
    await queue.start(definitions);
    return queue;
  }

  const quick = {
    policy: 'standard',
    retry: { limit: 3, delaySeconds: 1, backoff: true },
    expireInSeconds: 60,
    pollSeconds: 0.5,
  } as const;

  it('runs a job sent in a transaction only if that transaction commits', async () => {
    const kind = jobKind('test-commit', counter);
    const ran: number[] = [];
    const queue = await startQueue([
      defineJob(kind, { ...quick, run: async ({ n }) => void ran.push(n) }),
    ]);

    await database.db
      .transaction(async (tx) => {
        await queue.send(kind, { n: 1 }, { db: tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await queue.send(kind, { n: 2 }, { db: tx });
      await tx.select().from(users).limit(1);
    });
    queue.wake(kind);
    await until(() => ran.length > 0);
    await delay(1500);
    expect(ran).toEqual([2]);
    await expect(queue.send(kind, { n: 'three' } as never)).rejects.toThrow();
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const kind = jobKind('test-retry', counter);
    const attempts: number[] = [];
    const queue = await startQueue([
      defineJob(kind, {
        ...quick,
        run: async () => {
          attempts.push(Date.now());
          if (attempts.length < 3) throw new Error('not yet');
        },
      }),
    ]);
    await queue.send(kind, { n: 1 });
    await until(() => attempts.length === 3, 15_000);
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
  });

  it('runs again a job whose worker hung past its expiry', async () => {
    const kind = jobKind('test-stuck', counter);
    const runs: number[] = [];
    const queue = await startQueue(
      [
        defineJob(kind, {
          ...quick,
          expireInSeconds: 1,
          concurrency: 2,
          run: async (_data, job) => {
            runs.push(job.retryCount);
            // The first worker never finishes, as one whose process died.
            if (runs.length === 1) await new Promise(() => {});
          },
        }),
      ],
      1,
    );
    await queue.send(kind, { n: 1 });
    await until(() => runs.length === 2, 15_000);
    expect(runs).toEqual([0, 1]);
  });

  it('keeps a job over a restart: the next queue on the database runs it', async () => {
    const kind = jobKind('test-restart', counter);
    const ranBy: string[] = [];
    const definition = (who: string) =>
      defineJob(kind, { ...quick, run: async () => void ranBy.push(who) });
    const before = await startQueue([definition('before')]);
    await before.send(kind, { n: 1 }, { startAfterSeconds: 2 });
    await before.stop();
    await startQueue([definition('after')]);
    await until(() => ranBy.length > 0);
    expect(ranBy).toEqual(['after']);
  });

  it('runs at most one job per key at a time, and keeps one waiting per key', async () => {
    const kind = jobKind('test-singleton', z.object({ key: z.string() }));
    const active = new Map<string, number>();
    let most = 0;
    let done = 0;
    const queue = await startQueue([
      defineJob(kind, {
        ...quick,
        policy: 'singleton',
        concurrency: 3,
        run: async ({ key }) => {
          active.set(key, (active.get(key) ?? 0) + 1);
          most = Math.max(most, active.get(key) ?? 0);
          await delay(300);
          active.set(key, (active.get(key) ?? 1) - 1);
          done++;
        },
      }),
    ]);
    for (const key of ['a', 'a', 'a', 'b']) await queue.send(kind, { key }, { key });
    await until(() => done === 4, 15_000);
    expect(most).toBe(1);

    const stately = jobKind('test-stately', counter);
    const statelyQueue = await startQueue([
      defineJob(stately, { ...quick, policy: 'stately', pollSeconds: 30, run: async () => {} }),
    ]);
    const first = await statelyQueue.send(stately, { n: 1 }, { key: 'p', startAfterSeconds: 60 });
    const second = await statelyQueue.send(stately, { n: 2 }, { key: 'p', startAfterSeconds: 60 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });

  it('runs each job once when several instances work one queue', async () => {
    const kind = jobKind('test-instances', counter);
    const runs = new Map<number, number>();
    const definition = defineJob(kind, {
      ...quick,
      concurrency: 2,
      run: async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await delay(20);
      },
    });
    const instances = [
      await startQueue([definition]),
      await startQueue([definition]),
      await startQueue([definition]),
    ];
    for (let n = 0; n < 30; n++) await instances[n % 3]!.send(kind, { n });
    await until(() => runs.size === 30, 20_000);
    await delay(1000);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });
});
