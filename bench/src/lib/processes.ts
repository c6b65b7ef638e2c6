import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { readMemorySamples, type MemorySample } from './memory-sample';

export const benchDir = fileURLToPath(new URL('../..', import.meta.url));
export const repoDir = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  name: string;
  origin: string;
  pid: number;
  /** The cheap path that answers once the server is ready (through its database, if any). */
  readyPath: string;
  /** Resident memory of the server process, MiB. */
  rssMiB(): number;
  /** Memory alive after a full garbage collection (only with `memoryProbe`). */
  liveMemory(): Promise<MemorySample>;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** TypeScript entry, run by tsx in its own Node.js process. */
  entry: string;
  port: number;
  env: Record<string, string>;
  /** Path answered with 2xx once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
  /** Loads the bench's memory probe into the server, for `liveMemory`. */
  memoryProbe?: boolean;
}

const memoryProbe = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));
/** BENCH_CPU_PROFILE=dir: every server writes a V8 CPU profile there when it stops. */
const cpuProfileDir = process.env.BENCH_CPU_PROFILE;

function tail(text: string, lines = 30) {
  return text.split('\n').slice(-lines).join('\n');
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return Promise.race([
    new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
    sleep(ms).then(() => false),
  ]);
}

/**
 * Starts a server in a child process (so the load generator in this process never shares its
 * event loop) and waits until it answers.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const probe = options.memoryProbe ? ['--expose-gc', '--import', memoryProbe] : [];
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...probe, ...profile, options.entry], {
    cwd: benchDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  const memoryWaiters: ((sample: MemorySample) => void)[] = [];
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let partialLine = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = (partialLine + chunk.toString()).split('\n');
    partialLine = lines.pop() ?? '';
    for (const sample of readMemorySamples(lines.join('\n'))) memoryWaiters.shift()?.(sample);
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (exited) {
      throw new Error(`${options.name} exited before it was ready:\n${tail(output)}`);
    }
    try {
      const response = await fetch(origin + options.readyPath);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} was not ready in time:\n${tail(output)}`);
    }
    await sleep(200);
  }

  const pid = child.pid!;
  return {
    name: options.name,
    origin,
    pid,
    readyPath: options.readyPath,
    rssMiB() {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
        return kb / 1024;
      } catch {
        return Number.NaN;
      }
    },
    liveMemory() {
      if (!options.memoryProbe) throw new Error(`${options.name} runs without the memory probe`);
      return new Promise<MemorySample>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the memory probe did not answer')),
          30_000,
        );
        memoryWaiters.push((sample) => {
          clearTimeout(timer);
          resolve(sample);
        });
        child.kill('SIGUSR2');
      });
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    },
  };
}

/**
 * Waits until the server has worked off what a finished load run left queued: its ready path
 * (through its database pool, if it has one) answers quickly twice in a row.
 */
export async function settle(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(server.origin + server.readyPath);
      await response.arrayBuffer();
      quick = performance.now() - started < 20 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await sleep(quick > 0 ? 100 : 250);
  }
  await sleep(200);
}
