import { randomInt } from 'node:crypto';
import { Agent } from 'undici';
import type { Cleanups } from './cleanups';

/**
 * A browser on an address of its own: requests leave from a loopback address picked for this
 * run (127.x.y.z), which nginx hands the api as the client's. The machine's Redis keeps
 * per-address counts (registrations an hour) between runs, so 127.0.0.1 would share them with
 * every earlier run.
 */
export function browserAt(cleanups: Cleanups) {
  const address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const dispatcher = new Agent({ localAddress: address });
  cleanups.add('browser connections', () => dispatcher.close());
  return { address, dispatcher };
}
