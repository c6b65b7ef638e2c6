import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/database';
import { bossExecutor, transactionExecutor } from './boss-executor';
import type { JobDefinition, JobKind } from './define-job';
import { trackQueries } from './query-tracker';

export interface SendOptions {
  /** Send inside this transaction: the job exists only if it commits. */
  db?: DbOrTx;
  /** With a `singleton`/`stately` policy, at most one job per key is active (and waiting). */
  key?: string;
  startAfterSeconds?: number;
}

export interface JobQueue {
  /** Creates the queues, schedules and workers of these jobs; sending works from then on. */
  start(definitions: JobDefinition<unknown>[]): Promise<void>;
  /** Queues a job; returns its id, or null when the policy refused it (one already waiting). */
  send<Data>(kind: JobKind<Data>, data: Data, options?: SendOptions): Promise<string | null>;
  /** Wakes this instance's workers of a kind, e.g. once the transaction that sent a job commits. */
  wake(kind: JobKind<unknown>): void;
  /**
   * Stops taking work, lets running jobs finish (up to a limit), hands the rest back, and returns
   * once the queue no longer uses the database.
   */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How often stuck (expired) jobs are looked for and old ones archived. */
  maintenanceSeconds?: number;
  /** How long `stop` waits for running jobs. */
  stopTimeoutMs?: number;
}

/** Any fixed number (the migrations use ...001): instances set up the queue one at a time. */
const setUpLockKey = 7_210_420_002;

/**
 * Instances starting together on a new database would both install pg-boss's schema and create
 * the same queues at once, and one of them crash on a duplicate schema or a deadlock inside
 * pg-boss (apps/api/src/scale-out); under a transaction's advisory lock they take turns. PGlite
 * has one process and nobody to wait for, and a transaction open there would block pg-boss.
 */
async function oneInstanceAtATime(database: Database, work: () => Promise<void>) {
  if (database.kind !== 'postgres') return work();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${setUpLockKey})`);
    await work();
  });
}

/**
 * The app's background jobs on pg-boss, in the app's own database (PGlite or PostgreSQL); see
 * docs/decisions for why. Jobs survive restarts, and any number of instances may work one queue.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log } = options;
  const queries = trackQueries(bossExecutor(options.database));
  const boss = new PgBoss({
    db: queries.db,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  const workerIds = new Map<string, string[]>();
  let stopping = false;

  async function createOrUpdateQueue(definition: JobDefinition<unknown>) {
    const queue = {
      name: definition.name,
      policy: definition.policy,
      retryLimit: definition.retry.limit,
      retryDelay: definition.retry.delaySeconds,
      retryBackoff: definition.retry.backoff,
      expireInSeconds: definition.expireInSeconds,
    };
    if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
    else await boss.createQueue(definition.name, queue);
  }

  async function runJob(definition: JobDefinition<unknown>, job: PgBoss.JobWithMetadata) {
    // A job fetched while stopping goes back to the queue (as a failure that is retried).
    if (stopping) throw new Error('job queue is stopping');
    const data = definition.data.parse(job.data);
    try {
      await definition.run(data, {
        id: job.id,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      log[last ? 'error' : 'warn'](
        { err: error, job: { name: job.name, id: job.id, retry: job.retryCount } },
        last ? 'job failed for good' : 'job failed, will retry',
      );
      throw error;
    }
  }

  async function startWorkers(definition: JobDefinition<unknown>) {
    const ids: string[] = [];
    for (let i = 0; i < (definition.concurrency ?? 1); i++) {
      ids.push(
        await boss.work(
          definition.name,
          { pollingIntervalSeconds: definition.pollSeconds, includeMetadata: true, batchSize: 1 },
          async ([job]: PgBoss.JobWithMetadata[]) => {
            if (job) await runJob(definition, job);
          },
        ),
      );
    }
    workerIds.set(definition.name, ids);
  }

  function wake(kind: JobKind<unknown>) {
    for (const workerId of workerIds.get(kind.name) ?? []) boss.notifyWorker(workerId);
  }

  return {
    async start(definitions) {
      await oneInstanceAtATime(options.database, async () => {
        await boss.start();
        for (const definition of definitions) {
          await createOrUpdateQueue(definition);
          if (definition.cron) await boss.schedule(definition.name, definition.cron);
          else await boss.unschedule(definition.name);
        }
      });
      for (const definition of definitions) await startWorkers(definition);
    },

    async send(kind, data, sendOptions = {}) {
      const id = await boss.send(kind.name, kind.data.parse(data) as object, {
        ...(sendOptions.key ? { singletonKey: sendOptions.key } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.db ? { db: transactionExecutor(sendOptions.db) } : {}),
      });
      // Outside a transaction the job is visible now: wake this instance's workers for it.
      if (!sendOptions.db && !sendOptions.startAfterSeconds) wake(kind);
      return id;
    },

    wake,

    async stop() {
      stopping = true;
      // Jobs still running after the limit are handed back as failures and run again later.
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 10_000 });
      // The database may close after this: nothing of pg-boss's is still using it.
      await queries.idle();
    },
  };
}
