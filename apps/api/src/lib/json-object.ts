import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A row's fields as one JSON object built by PostgreSQL: for a list of many columns, mapping
 * each column of each row through drizzle costs the api more than the query itself (decision
 * 0032). The keys are the fields' names; `asText` names the fields whose value keeps its exact
 * text form (a numeric amount '1299.90' would otherwise become the number 1299.9).
 */
export function jsonObject<T>(
  fields: Record<string, SQL | SQL.Aliased | AnyPgColumn>,
  options: { asText?: string[] } = {},
): SQL<T> {
  const pairs = Object.entries(fields).map(([key, field]) => {
    if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`jsonObject: unexpected key ${key}`);
    const value = options.asText?.includes(key) ? sql`(${field})::text` : sql`${field}`;
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}
