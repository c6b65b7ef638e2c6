import path from 'node:path';
import { signAccessToken } from '@kolekt/api/features/auth/access-token';
import { deriveSecrets } from '@kolekt/api/lib/secrets';
import pg from 'pg';
import { benchDir, repoDir, startServer, type ServerProcess } from './processes';
import { ids, seedPlan, type SeedPlan } from './seed';

export interface BenchOptions {
  products: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Rounds of the paired max-throughput runs (baseline and measured, alternating). */
  rounds: number;
  /** Connections for the max-throughput runs. */
  connections: number;
  /** Connections for the fixed-rate (`-R`) runs. */
  rateConnections: number;
  /** PostgreSQL server; the benchmark database is created on it. */
  serverUrl: string;
  databaseName: string;
  portBase: number;
  strict: boolean;
  only?: string[];
}

export const jwtSecret = 'kolekt-bench-secret-that-is-long-enough-for-hs256';
export const dataDir = path.join(benchDir, '.data');
/**
 * The checkout whose api is started and whose web app is built: this one, or BENCH_SOURCE (a
 * folder made by bench/snapshot.sh, to measure a commit while the work tree is being edited).
 */
export const sourceDir = process.env.BENCH_SOURCE
  ? path.resolve(process.env.BENCH_SOURCE)
  : repoDir;
export const apiEntry = path.join(sourceDir, 'apps/api/src/main.ts');

export const ports = (base: number) => ({
  api: base + 1,
  apiPglite: base + 2,
  /** The api the re-check scheduler benchmark starts with its own settings. */
  schedulerApi: base + 3,
  /** The api serving the built web app, for Lighthouse. */
  webApi: base + 4,
  hello: base + 10,
  pgBaseline: base + 11,
});

/** The api's environment for a benchmark: production mode, silent log, no web app served. */
export function apiEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: jwtSecret,
    // The web build is measured on its own; the api serves no files here.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    DATA_DIR: path.join(dataDir, 'api'),
    // The load generator is one address and a few users: the limits would measure themselves.
    RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
    ...extra,
  };
}

export class BenchContext {
  readonly plan: SeedPlan;
  private readonly servers = new Map<string, Promise<ServerProcess>>();
  private pool?: pg.Pool;

  constructor(
    readonly options: BenchOptions,
    readonly databaseUrl: string,
  ) {
    this.plan = seedPlan(options.products);
  }

  log(message: string) {
    process.stderr.write(`${message}\n`);
  }

  get ports() {
    return ports(this.options.portBase);
  }

  /** A pool on the benchmark database, for set-up queries (never timed). */
  db(): pg.Pool {
    this.pool ??= new pg.Pool({ connectionString: this.databaseUrl, max: 2 });
    return this.pool;
  }

  private shared(name: string, start: () => Promise<ServerProcess>): Promise<ServerProcess> {
    let server = this.servers.get(name);
    if (!server) {
      server = start();
      this.servers.set(name, server);
    }
    return server;
  }

  /** The real api (apps/api/src/main.ts) on PostgreSQL, started once. */
  api(): Promise<ServerProcess> {
    return this.shared('api', () =>
      startServer({
        name: 'api (PostgreSQL)',
        entry: apiEntry,
        port: this.ports.api,
        env: apiEnv(this.ports.api, { DATABASE_URL: this.databaseUrl }),
        readyPath: '/api/health',
      }),
    );
  }

  hello(): Promise<ServerProcess> {
    return this.shared('hello', () =>
      startServer({
        name: 'bare Fastify hello',
        entry: path.join(benchDir, 'src/servers/hello.ts'),
        port: this.ports.hello,
        env: { PORT: String(this.ports.hello), NODE_ENV: 'production' },
        readyPath: '/hello',
      }),
    );
  }

  pgBaseline(): Promise<ServerProcess> {
    return this.shared('pg-baseline', () =>
      startServer({
        name: 'bare Fastify + pg',
        entry: path.join(benchDir, 'src/servers/pg-baseline.ts'),
        port: this.ports.pgBaseline,
        env: {
          PORT: String(this.ports.pgBaseline),
          NODE_ENV: 'production',
          DATABASE_URL: this.databaseUrl,
        },
        readyPath: '/ready',
      }),
    );
  }

  /** Stops one shared server (a benchmark that wants the machine to itself). */
  async stopServer(name: 'api' | 'hello' | 'pg-baseline') {
    const server = this.servers.get(name);
    this.servers.delete(name);
    if (server) await (await server).stop();
  }

  /** Fresh access tokens (they live 15 minutes) of seeded users 0…count-1. */
  async tokens(count: number): Promise<{ userId: string; token: string }[]> {
    const { jwtKey } = deriveSecrets(jwtSecret);
    return Promise.all(
      Array.from({ length: count }, async (_, k) => {
        const userId = ids.user(k);
        return { userId, token: await signAccessToken(userId, jwtKey) };
      }),
    );
  }

  async close() {
    const servers = [...this.servers.values()];
    this.servers.clear();
    await Promise.all(
      servers.map(async (server) => {
        try {
          await (await server).stop();
        } catch {
          // It never started; nothing to stop.
        }
      }),
    );
    await this.pool?.end();
  }
}
