import { is, SQL } from 'drizzle-orm';

type Aliased<T> = { [K in keyof T]: T[K] extends SQL<infer U> ? SQL.Aliased<U> : T[K] };

/**
 * A subquery's fields: drizzle needs a name for each SQL expression it selects, and refers to it
 * unqualified outside, so `prefix` keeps the names apart from the outer query's columns.
 */
export function aliasedFields<T extends Record<string, unknown>>(
  prefix: string,
  fields: T,
): Aliased<T> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      is(field, SQL) ? field.as(`${prefix}_${name}`) : field,
    ]),
  ) as Aliased<T>;
}
