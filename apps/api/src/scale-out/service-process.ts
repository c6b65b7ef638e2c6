import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server the test started in its own process, with what it printed. */
export interface ServiceProcess {
  name: string;
  pid: number;
  /** Everything it wrote to stdout and stderr so far (the last 200 KB). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects if it exits first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** SIGTERM, then SIGKILL (to the whole process group) if it has not exited in time. */
  stop(): Promise<void>;
}

const keptBytes = 200_000;

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return true;
  return Promise.race([
    new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
    sleep(ms).then(() => false),
  ]);
}

/**
 * Spawns a server in a process group of its own, so a server with worker processes (nginx) is
 * killed whole if it does not stop when asked.
 */
export function spawnService(
  name: string,
  command: string,
  args: string[],
  options: Pick<SpawnOptions, 'cwd' | 'env'>,
): ServiceProcess {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptBytes);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => {
    for (const listener of listeners) listener();
  });
  // A command that cannot start reports it here, not by throwing.
  child.once('error', (error) => {
    output += `\n${String(error)}`;
  });
  if (child.pid === undefined) throw new Error(`${name} did not start (${command})`);
  const pid = child.pid;

  return {
    name,
    pid,
    output: () => output,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            done();
            resolve(match);
          } else if (exited(child)) {
            done();
            reject(new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${output}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${name} did not print ${pattern} in time:\n${output.slice(-5000)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async stop() {
      if (exited(child)) return;
      child.kill('SIGTERM');
      if (await waitForExit(child, 10_000)) return;
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // The group ended meanwhile.
      }
      await waitForExit(child, 5000);
    },
  };
}
