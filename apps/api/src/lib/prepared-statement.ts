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

/** A value a prepared statement receives when it runs. */
export const slot = (name: string) => sql.placeholder(name);

/** Who "no caller" is in a prepared statement: an id no user has, so owner checks are false. */
export const nobody = '00000000-0000-0000-0000-000000000000';
