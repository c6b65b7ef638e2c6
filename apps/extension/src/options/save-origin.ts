import { originPattern, setKolektOrigin } from '../lib/kolekt-origin';
import type { WorkerRequest } from '../lib/runtime-messages';

export type SaveOutcome = 'saved' | 'denied';

/**
 * Asks for the origin's permission (browsers ask at run time, in the click), keeps the address
 * and lets the worker move the bridge there; the old pairing's token is dropped.
 */
export async function saveOrigin(origin: string): Promise<SaveOutcome> {
  const granted = await chrome.permissions
    .request({ origins: [originPattern(origin)] })
    .catch(() => false);
  if (!granted) return 'denied';
  await setKolektOrigin(origin);
  const request: WorkerRequest = { kind: 'origin-changed' };
  await chrome.runtime.sendMessage(request);
  return 'saved';
}
