import { fileURLToPath } from 'node:url';
import type { Cleanups } from './cleanups';
import { spawnService, type ServiceProcess } from './service-process';

export const apiDir = fileURLToPath(new URL('../..', import.meta.url));
export const scraperDir = fileURLToPath(new URL('../../../scraper', import.meta.url));

/** A Kolekt server in its own process: where to reach it, and what it printed. */
export interface KolektProcess {
  service: ServiceProcess;
  origin: string;
  /** `127.0.0.1:port`, as nginx names it in its access log. */
  upstream: string;
}

/**
 * Runs a workspace's `src/main.ts` the way its `npm start` does (tsx), on port 0, and waits for
 * Fastify's "Server listening" line to learn the port: no port is picked ahead and raced for.
 * It gets only the given environment, as a container would.
 */
export async function startKolektProcess(options: {
  name: string;
  workspaceDir: string;
  env: Record<string, string>;
  cleanups: Cleanups;
}): Promise<KolektProcess> {
  const service = spawnService(options.name, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: options.workspaceDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
  });
  options.cleanups.add(options.name, service.stop);
  const [, port] = await service.waitForOutput(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
  const upstream = `127.0.0.1:${port}`;
  return { service, origin: `http://${upstream}`, upstream };
}

/** How many requests for `url` a server logged (Fastify's "incoming request" lines). */
export function loggedRequests(server: KolektProcess, method: string, url: string): number {
  return server.service
    .output()
    .split('\n')
    .filter((line) => line.includes('"incoming request"'))
    .filter((line) => line.includes(`"method":"${method}"`) && line.includes(`"url":"${url}"`))
    .length;
}
