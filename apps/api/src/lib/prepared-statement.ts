import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * A statement of a hot path, built by drizzle once per database instead of on every request; on
 * PostgreSQL it is a named prepared statement, parsed and planned once per connection. Its
 * values come as placeholders (`slot('name')`) filled by `execute({ name: value })`.
 */
export function preparedPerDatabase<S>(build: (db: Db) => S): (db: Db) => S {
  const statements = new WeakMap<Db, S>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * `preparedPerDatabase` for a statement with a value written into its SQL (`key`), so that
 * PostgreSQL can cost the plan it keeps: one statement per database and key. Keys must be few.
 */
export function preparedPerKey<K, S>(build: (db: Db, key: K) => S): (db: Db, key: K) => S {
  const byKey = new Map<K, (db: Db) => S>();
  return (db, key) => {
    let statement = byKey.get(key);
    if (!statement) {
      statement = preparedPerDatabase((database) => build(database, key));
      byKey.set(key, statement);
    }
    return statement(db);
  };
}

/** A value a prepared statement receives when it runs. */
export const slot = (name: string) => sql.placeholder(name);

/** Who "no caller" is in a prepared statement: an id no user has, so owner checks are false. */
export const nobody = '00000000-0000-0000-0000-000000000000';
