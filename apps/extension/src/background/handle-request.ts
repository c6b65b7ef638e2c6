import { getKolektOrigin, originPattern } from '../lib/kolekt-origin';
import { clearToken, setToken } from '../lib/session-token';
import type { BridgeCommand, WorkerRequest } from '../lib/runtime-messages';
import { registerBridge } from './register-bridge';

/**
 * Sign-in and sign-out count only from the bridge in the top frame of a tab on the configured
 * origin: a page elsewhere, a frame or another extension cannot hand over or drop a token.
 */
async function fromKolektTab(sender: chrome.runtime.MessageSender): Promise<boolean> {
  if (sender.id !== chrome.runtime.id || sender.frameId !== 0 || !sender.tab || !sender.url) {
    return false;
  }
  try {
    return new URL(sender.url).origin === (await getKolektOrigin());
  } catch {
    return false;
  }
}

/** Asks every open Kolekt tab for a fresh token; the app answers with EXTENSION_AUTH. */
async function requestToken(): Promise<void> {
  const origin = await getKolektOrigin();
  const tabs = await chrome.tabs.query({ url: originPattern(origin) });
  const command: BridgeCommand = { kind: 'token-request' };
  for (const tab of tabs) {
    if (tab.id === undefined || !tab.url || new URL(tab.url).origin !== origin) continue;
    await chrome.tabs.sendMessage(tab.id, command, { frameId: 0 }).catch(() => undefined);
  }
}

/** The extension's own pages (popup, options), wherever they are open, never a content script. */
const fromExtensionPage = (sender: chrome.runtime.MessageSender) =>
  sender.id === chrome.runtime.id && !!sender.url?.startsWith(chrome.runtime.getURL(''));

export async function handleRequest(
  request: WorkerRequest,
  sender: chrome.runtime.MessageSender,
): Promise<void> {
  switch (request.kind) {
    case 'auth':
      if (typeof request.token === 'string' && (await fromKolektTab(sender))) {
        await setToken(request.token);
      }
      return;
    case 'logout':
      if (await fromKolektTab(sender)) await clearToken();
      return;
    case 'request-token':
      if (fromExtensionPage(sender)) await requestToken();
      return;
    case 'origin-changed':
      if (fromExtensionPage(sender)) {
        await clearToken();
        await registerBridge();
      }
      return;
  }
}
