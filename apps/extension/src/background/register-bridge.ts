import { getKolektOrigin, originPattern, setKolektOrigin } from '../lib/kolekt-origin';

const bridgeId = 'kolekt-bridge';

/**
 * Registers the bridge content script for the configured Kolekt origin only, replacing an earlier
 * registration, and starts it in the Kolekt tabs already open (a registration only reaches pages
 * loaded after it). Without the origin's permission nothing is registered.
 */
export async function registerBridge(): Promise<boolean> {
  const origin = await getKolektOrigin();
  // The bridge reads the origin from storage, so the bundled or default one is written down too.
  await setKolektOrigin(origin);
  const pattern = originPattern(origin);
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [bridgeId] });
  if (existing.length) await chrome.scripting.unregisterContentScripts({ ids: [bridgeId] });
  if (!(await chrome.permissions.contains({ origins: [pattern] }))) return false;
  await chrome.scripting.registerContentScripts([
    {
      id: bridgeId,
      matches: [pattern],
      js: ['bridge.js'],
      runAt: 'document_start',
      allFrames: false,
      persistAcrossSessions: true,
    },
  ]);
  const tabs = await chrome.tabs.query({ url: pattern });
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined
        ? undefined
        : chrome.scripting
            .executeScript({ target: { tabId: tab.id }, files: ['bridge.js'] })
            .catch(() => undefined),
    ),
  );
  return true;
}
