import type { SearchMessage } from '@kolekt/shared/retailer-search';
import { storedKolektOrigin } from '../lib/kolekt-origin';
import {
  searchPortName,
  type BridgeCommand,
  type SearchPortMessage,
  type WorkerRequest,
} from '../lib/runtime-messages';
import { startBridge } from './bridge';

// The worker may register this script twice or inject it into an open tab: run it once per page.
const marker = '__kolektBridge';
const scope = globalThis as unknown as Record<string, boolean>;

async function main() {
  if (scope[marker]) return;
  scope[marker] = true;
  const origin = await storedKolektOrigin();
  if (!origin || origin !== window.location.origin || window.top !== window) return;

  const bridge = startBridge({
    window,
    origin,
    sendToWorker: (request: WorkerRequest) => void chrome.runtime.sendMessage(request),
    startSearch(request, onMessage: (message: SearchMessage) => void, onError) {
      const port = chrome.runtime.connect({ name: searchPortName });
      let finished = false;
      port.onMessage.addListener((reply: SearchPortMessage) => {
        if (reply.kind === 'error') {
          finished = true;
          return onError();
        }
        if (reply.message.message !== 'wait') finished = true;
        onMessage(reply.message);
      });
      port.onDisconnect.addListener(() => {
        if (!finished) onError();
        finished = true;
      });
      port.postMessage({
        key: request.key,
        pageIndex: request.pageIndex,
        pageSize: request.pageSize,
        store: request.store,
      });
      return () => {
        finished = true;
        port.disconnect();
      };
    },
  });

  chrome.runtime.onMessage.addListener((command: BridgeCommand) => {
    if (command.kind === 'token-request') bridge.requestToken();
  });
}

void main();
