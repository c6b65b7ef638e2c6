import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { googleClientId, googleUrls } from './support/google';
import { appPort, browserShopsPort, mailHttpPort, shopPort, smtpPort } from './support/ports';

// Workers re-read this file; the environment carries the one data folder to all of them.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kolekt-e2e-'));

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${appPort}`,
    // Turkish is the app's default language; a Turkish browser sees it as most users will.
    locale: 'tr-TR',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // Layout stability is measured at phone size, in a context of its own.
      testIgnore: /layout-stability\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // Browser extensions belong to desktop browsers; the push spec starts its own browser, the
      // same at any width.
      testIgnore: /(extension[a-z-]*|web-push)\.spec\.ts/,
      // A flow whose screens a phone lays out no differently runs at desktop width only; each
      // language keeps one account flow at phone width (decision 0057).
      grepInvert: /@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: 'npx tsx support/mail-catcher.ts',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'npx tsx support/fixture-shop.ts',
      url: `http://127.0.0.1:${shopPort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'npx tsx support/browser-shops.ts',
      url: `https://127.0.0.1:${browserShopsPort}/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The stack starts exactly as `npm start` starts it, on its embedded defaults.
      command: 'npm start',
      cwd: '..',
      url: `http://localhost:${appPort}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(appPort),
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'warn',
        // Every spec registers and verifies its own people from 127.0.0.1, more than a real
        // address's 30 sign-ups an hour and 30 code tries in 10 minutes.
        RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000',
        RATE_LIMIT_CODE_TRIES_PER_10_MINUTES: '1000',
        // Every spec's pictures are made for 127.0.0.1, more than a real address's 300 a minute.
        RATE_LIMIT_IMAGES_PER_MINUTE: '100000',
        // Google sign-in is on, its tokens checked by the fake Google the Google spec starts.
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_TOKENINFO_URL: googleUrls.tokenInfo,
        GOOGLE_USERINFO_URL: googleUrls.userInfo,
        // Watched prices are read again every few seconds, so a spec sees its alert arrive; every
        // spec's products sit in the one fixture shop, so its per-minute share is raised too.
        PRICE_CHECK_EVERY: '3s',
        PRICE_CHECK_SHOP_SLOTS: '4',
        PRICE_CHECK_SHOP_PER_MINUTE: '1200',
        SCRAPER_ALLOWED_HOSTS: `127.0.0.1:${shopPort}`,
        // The live retailer search asks the fixture shop in two built-in shops' places: as
        // Trendyol it answers; as n11 it refuses the server, as n11 refuses data centres.
        SCRAPER_SEARCH_STORES: 'trendyol,n11',
        SCRAPER_SEARCH_BASE_URLS: JSON.stringify({
          trendyol: `http://127.0.0.1:${shopPort}`,
          n11: `http://127.0.0.1:${shopPort}/n11`,
        }),
      },
    },
  ],
});
