import type { WorkerRequest } from '../lib/runtime-messages';
import { createContextMenu, onMenuClick } from './context-menu';
import { handleRequest } from './handle-request';
import { registerBridge } from './register-bridge';
import { onSearchConnect } from './search-port';

// Listeners are added synchronously at the top level so a woken worker receives the event.
chrome.runtime.onInstalled.addListener(() => {
  createContextMenu();
  void registerBridge();
});
chrome.runtime.onStartup.addListener(() => void registerBridge());

chrome.runtime.onMessage.addListener((request: WorkerRequest, sender, sendResponse) => {
  handleRequest(request, sender).then(
    () => sendResponse({ ok: true }),
    () => sendResponse({ ok: false }),
  );
  return true;
});
chrome.runtime.onConnect.addListener(onSearchConnect);
chrome.contextMenus.onClicked.addListener((info, tab) => void onMenuClick(info, tab));
