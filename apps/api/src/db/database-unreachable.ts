/** Socket errors of a server that is down, restarting or out of reach. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that cannot take the query now: class 08 (connection exception),
 * shutting down or starting up (57P01–57P03), out of connections (53300).
 */
function unavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** Messages of node-postgres and PGlite for a connection that is gone or never came. */
const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|PGlite is clos/;

/**
 * Whether an error (from pg or PGlite, wrapped by Drizzle or not) means the database cannot be
 * reached right now, rather than that a query was wrong: the api then answers 503, not 500.
 */
export function databaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (socketCodes.has(code) || unavailableState(code)) return true;
    if (typeof candidate.message === 'string' && lostConnection.test(candidate.message))
      return true;
    current = candidate.cause;
  }
  return false;
}
