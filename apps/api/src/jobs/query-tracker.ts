import type PgBoss from 'pg-boss';

export interface TrackedDb {
  db: PgBoss.Db;
  /** Resolves once no query is running, including ones that settling queries start at once. */
  idle(): Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Counts pg-boss's queries in flight. pg-boss's `stop` returns while a worker's fetch may still be
 * running; the job it brings back is then failed without being awaited, so the app must not close
 * its database before both are done.
 */
export function trackQueries(db: PgBoss.Db): TrackedDb {
  const running = new Set<Promise<unknown>>();
  return {
    db: {
      executeSql(text, values) {
        const query = db.executeSql(text, values);
        running.add(query);
        const forget = () => running.delete(query);
        query.then(forget, forget);
        return query;
      },
    },
    async idle() {
      for (;;) {
        if (running.size > 0) await Promise.allSettled(running);
        // What a finished query starts (pg-boss failing the job it fetched) begins within a turn.
        await nextTurn();
        if (running.size === 0) return;
      }
    },
  };
}
