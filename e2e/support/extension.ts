/// <reference types="chrome" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { browserFlags } from './browser-flags';
import { appPort } from './ports';
import { shopHostRules } from './shop-hosts';

/** The unpacked extension `npm start` builds (root `start` script). */
export const extensionDist = fileURLToPath(new URL('../../apps/extension/dist', import.meta.url));

export interface ExtensionBrowser {
  context: BrowserContext;
  /** The extension's service worker: its storage and tabs are read through it. */
  worker: Worker;
  extensionId: string;
  /** An extension page's address, e.g. `popup.html?tab=3`. */
  pageUrl(page: string): string;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with the built extension loaded: only a persistent context loads extensions,
 * and the new headless mode runs them.
 */
export async function launchWithExtension(): Promise<ExtensionBrowser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'kolekt-extension-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: false,
    baseURL: `http://localhost:${appPort}`,
    locale: 'tr-TR',
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless=new',
      '--lang=tr-TR',
      ...browserFlags,
      // The shops' real names lead to the fixture shops, whose certificate no authority signed.
      `--host-resolver-rules=${shopHostRules}`,
      '--ignore-certificate-errors',
      `--disable-extensions-except=${extensionDist}`,
      `--load-extension=${extensionDist}`,
    ],
  });
  const worker =
    context
      .serviceWorkers()
      .find((candidate) => candidate.url().startsWith('chrome-extension://')) ??
    (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    pageUrl: (page) => `chrome-extension://${extensionId}/${page}`,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** The token the extension holds (in its session storage), or null. */
export function extensionToken(worker: Worker): Promise<string | null> {
  return worker.evaluate(async () => {
    const stored = await chrome.storage.session.get('kolektToken');
    return typeof stored.kolektToken === 'string' ? stored.kolektToken : null;
  });
}

/** The id of the tab showing `url`, as the popup's `?tab=` wants it. */
export async function tabIdOf(worker: Worker, url: string): Promise<number> {
  const id = await worker.evaluate(async (wanted) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === wanted)?.id ?? null;
  }, url);
  if (id === null) throw new Error(`no tab shows ${url}`);
  return id;
}
