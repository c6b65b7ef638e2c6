import type * as z from 'zod';

/** What a job is called and carries: all a caller needs to send one. */
export interface JobKind<Data> {
  name: string;
  data: z.ZodType<Data>;
}

export const jobKind = <Data>(name: string, data: z.ZodType<Data>): JobKind<Data> => ({
  name,
  data,
});

/**
 * How jobs of one kind run. `policy` is pg-boss's: `singleton` lets at most one job per key be
 * active, `stately` also at most one waiting, `standard` has no limit (a key is `send`'s `key`).
 */
export interface JobDefinition<Data> extends JobKind<Data> {
  policy: 'standard' | 'singleton' | 'stately';
  /** A failed job waits `delaySeconds`, doubling (with jitter) after each failure when `backoff`. */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A job still active after this long counts as stuck (its worker died) and is run again. */
  expireInSeconds: number;
  /** A cron expression (UTC): the queue itself sends the job on this schedule, once over all instances. */
  cron?: string;
  /** How often an idle worker looks for work; sends from this instance wake it at once. */
  pollSeconds: number;
  /** How many jobs of this kind one instance runs at once. */
  concurrency?: number;
  run(data: Data, job: { id: string; retryCount: number; retryLimit: number }): Promise<void>;
}

export const defineJob = <Data>(
  kind: JobKind<Data>,
  how: Omit<JobDefinition<Data>, keyof JobKind<Data>>,
): JobDefinition<Data> => ({ ...kind, ...how });
