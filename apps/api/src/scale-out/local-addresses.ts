import type { ComposeService } from './compose-file';

/**
 * Where compose's addresses are on this machine: a service's `name:port` (as its image listens)
 * or `localhost:port` (a port compose publishes) → the local process's `host:port`.
 */
export type LocalAddresses = ReadonlyMap<string, string>;

/** `scheme://[user@]host` up to the host, and the host itself. */
const authority = /^([a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?)([^/?#]+)/i;

/**
 * A service's environment with each address of another compose service replaced by where that
 * service runs here (`http://scraper:3001` → `http://127.0.0.1:41234`). An address of a service
 * with no local counterpart throws: the test would otherwise run something compose does not.
 */
export function localEnvironment(
  environment: Record<string, string>,
  addresses: LocalAddresses,
  serviceNames: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => {
      const match = authority.exec(value);
      if (!match) return [name, value];
      const [, prefix = '', host = ''] = match;
      const local = addresses.get(host);
      if (local) return [name, value.replace(authority, `${prefix}${local}`)];
      if (serviceNames.includes(new URL(value).hostname)) {
        throw new Error(`compose.yaml: ${name} points at ${host}, which is not run here`);
      }
      return [name, value];
    }),
  );
}

/**
 * The run's own database in place of the postgres service's. The address compose gives the api
 * must name the user, password and database the postgres service creates: a mismatch is a
 * deployment that cannot sign in to its database, so it throws.
 */
export function withRunDatabase(
  environment: Record<string, string>,
  postgres: ComposeService,
  runDatabaseUrl: string,
): Record<string, string> {
  const shipped = environment.DATABASE_URL;
  if (!shipped) throw new Error('compose.yaml: the api has no DATABASE_URL');
  const url = new URL(shipped);
  const { POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB } = postgres.environment;
  const parts = {
    host: [url.host, 'postgres:5432'],
    user: [url.username, POSTGRES_USER],
    password: [decodeURIComponent(url.password), POSTGRES_PASSWORD],
    database: [url.pathname, `/${POSTGRES_DB}`],
  };
  const wrong = Object.entries(parts).filter(([, [named, created]]) => named !== created);
  if (wrong.length > 0) {
    const which = wrong.map(([part]) => part).join(', ');
    throw new Error(`compose.yaml: DATABASE_URL's ${which} is not the postgres service's`);
  }
  return { ...environment, DATABASE_URL: runDatabaseUrl };
}
