import {
  searchPortName,
  type SearchPortMessage,
  type SearchRequest,
} from '../lib/runtime-messages';
import { runSearch } from '../search/run-search';
import { getKolektOrigin } from '../lib/kolekt-origin';

/** A search port is opened only by the bridge in the top frame of a Kolekt tab. */
async function fromKolektTab(port: chrome.runtime.Port): Promise<boolean> {
  const sender = port.sender;
  if (!sender?.url || sender.id !== chrome.runtime.id || sender.frameId !== 0) return false;
  return new URL(sender.url).origin === (await getKolektOrigin());
}

/** Runs the search the bridge relays, streaming each message back; closing the port stops it. */
export function onSearchConnect(port: chrome.runtime.Port) {
  if (port.name !== searchPortName) return;
  const controller = new AbortController();
  port.onDisconnect.addListener(() => controller.abort());
  port.onMessage.addListener(async (query: SearchRequest) => {
    const send = (message: SearchPortMessage) => {
      if (!controller.signal.aborted) port.postMessage(message);
    };
    if (!(await fromKolektTab(port))) return port.disconnect();
    try {
      await runSearch({
        query,
        signal: controller.signal,
        onMessage: (message) => send({ kind: 'event', message }),
      });
    } catch {
      send({ kind: 'error' });
    }
  });
}
