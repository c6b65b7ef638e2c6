import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cleanups } from './cleanups';
import type { LocalAddresses } from './local-addresses';
import { spawnService } from './service-process';

/** Debian's nginx package (`apt-get install nginx`; .ci/run installs it). */
export const nginxBinary = '/usr/sbin/nginx';
export const hasNginx = existsSync(nginxBinary);

/** deploy/nginx.conf's `kolekt` log format: address [time] method path status bytes time upstream. */
const accessLine = /^\S+ \[\S+\] (\S+) (\S+) (\d+) \d+ \S+ upstream=(.*)$/;

/** One proxied request as the access log records it: which instance answered it. */
export interface ProxiedRequest {
  method: string;
  path: string;
  status: number;
  /** `host:port` of the upstream that answered ('-' when nginx answered itself). */
  upstream: string;
}

function replaceOnce(text: string, from: string, to: string) {
  const parts = text.split(from);
  if (parts.length !== 2) {
    throw new Error(`the nginx config should hold "${from}" once, not ${parts.length - 1} times`);
  }
  return parts.join(to);
}

/**
 * The proxy's config as shipped, with this machine's addresses in place of compose's service
 * names in its upstreams, its log beside it, and listening where the test's clients reach it.
 */
async function localProxyConf(options: {
  shippedConf: string;
  dir: string;
  containerPort: string;
  port: number;
  addresses: LocalAddresses;
}) {
  let conf = await readFile(options.shippedConf, 'utf8');
  conf = conf.replace(/^(\s*server\s+)([^\s;]+);/gm, (_line, lead: string, host: string) => {
    const local = options.addresses.get(host);
    if (!local) throw new Error(`the nginx config's upstream ${host} is not run here`);
    return `${lead}${local};`;
  });
  conf = replaceOnce(conf, '/var/log/nginx/access.log', path.join(options.dir, 'access.log'));
  return replaceOnce(conf, `listen ${options.containerPort};`, `listen 127.0.0.1:${options.port};`);
}

/** The main file around it, everything inside `dir`; one worker, so round robin is one sequence. */
function mainConf(dir: string) {
  const file = (name: string) => path.join(dir, name);
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${file('client-body')};
    proxy_temp_path ${file('proxy')};
    fastcgi_temp_path ${file('fastcgi')};
    uwsgi_temp_path ${file('uwsgi')};
    scgi_temp_path ${file('scgi')};
    include ${file('kolekt.conf')};
}
`;
}

/**
 * Starts nginx in the foreground with the shipped config (`shippedConf`) in front of the given
 * servers on `port`, and waits until it proxies /api/health.
 */
export async function startNginx(options: {
  dir: string;
  shippedConf: string;
  /** The port the config listens on inside its container (compose publishes it). */
  containerPort: string;
  port: number;
  addresses: LocalAddresses;
  cleanups: Cleanups;
}) {
  const { dir, port } = options;
  const conf = await localProxyConf(options);
  await writeFile(path.join(dir, 'kolekt.conf'), conf);
  await writeFile(path.join(dir, 'nginx.conf'), mainConf(dir));
  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog];
  const service = spawnService('nginx', nginxBinary, [...args, '-g', 'daemon off;'], {
    env: { PATH: process.env.PATH ?? '' },
  });
  options.cleanups.add('nginx', service.stop);
  const origin = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      throw new Error(`nginx did not proxy /api/health:\n${service.output()}\n${log}`);
    }
    await sleep(100);
  }

  async function readLog(): Promise<ProxiedRequest[]> {
    const log = await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
    return log.split('\n').flatMap((line) => {
      const match = accessLine.exec(line);
      if (!match) return [];
      const [, method = '', requestPath = '', status = '0', upstream = ''] = match;
      return [{ method, path: requestPath, status: Number(status), upstream }];
    });
  }

  /**
   * The requests nginx has logged, in order. A line is written as its request ends, a moment
   * after the client has its answer: `complete` says when every awaited line is there.
   */
  async function requests(complete: (logged: ProxiedRequest[]) => boolean = () => true) {
    const deadline = Date.now() + 5000;
    let logged = await readLog();
    while (!complete(logged) && Date.now() < deadline) {
      await sleep(20);
      logged = await readLog();
    }
    return logged;
  }

  return { origin, requests };
}
