/**
 * SQLSTATEs of text PostgreSQL cannot take (not a uuid or number, too long for its column, a
 * character the encoding lacks): a client's text that validation missed, so it answers 400, not
 * 500. Numeric and date overflows are left out: those are more likely our own bugs.
 */
const invalidValueStates = new Set(['22P02', '22001', '22021', '22P05']);

/** Whether an error (from pg or PGlite, wrapped by Drizzle or not) is such a value. */
export function invalidDataValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && invalidValueStates.has(candidate.code)) return true;
    current = candidate.cause;
  }
  return false;
}
