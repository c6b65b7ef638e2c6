import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** Debian's Chromium unless CHROME_PATH names another (chrome-launcher reads the same variable). */
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // Nothing leaves the machine: every host name but 127.0.0.1 fails to resolve, without a DNS
  // query (chrome-launcher's defaults already turn off Chrome's own background networking).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export interface LighthouseRun {
  lhr: Result;
  /** The HTML report, for a person to open. */
  html: string;
}

/**
 * One Lighthouse run of the performance category in a fresh Chromium: the default config, so
 * mobile emulation and simulated throttling (Lantern's slow 4G and 4× CPU slowdown).
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    // Lighthouse itself fetches nothing but the page's own files; its crash reports to Sentry
    // are set up by its CLI alone, never by this Node API.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const html = Array.isArray(result.report) ? result.report.join('') : result.report;
    return { lhr, html };
  } finally {
    chrome.kill();
  }
}

/**
 * A run, tried once more when Lighthouse could not record the page load (its trace came without
 * a navigation start: `NO_NAVSTART`, seen now and then in a fresh headless Chromium). Lighthouse
 * itself asks to run again; any other failure is reported at once.
 */
export async function runLighthouseWithRetry(url: string): Promise<LighthouseRun> {
  try {
    return await runLighthouse(url);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error;
    return runLighthouse(url);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const metrics: { id: string; label: string; format: (value: number) => string }[] = [
  { id: 'first-contentful-paint', label: 'FCP', format: seconds },
  { id: 'largest-contentful-paint', label: 'LCP', format: seconds },
  { id: 'total-blocking-time', label: 'TBT', format: (ms) => `${ms.toFixed(0)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', format: (value) => value.toFixed(3) },
  { id: 'speed-index', label: 'SI', format: seconds },
];

/** `FCP 1.20 s, LCP 2.31 s, TBT 40 ms, CLS 0.000, SI 1.50 s`. */
export function keyMetrics(lhr: Result): string {
  return metrics
    .map(({ id, label, format }) => {
      const value = lhr.audits[id]?.numericValue;
      return `${label} ${value === undefined ? '?' : format(value)}`;
    })
    .join(', ');
}

/**
 * The performance audits that did not pass, largest estimated saving first (time, then bytes;
 * diagnostics without an estimate last), as `title (display value)`.
 */
export function topFindings(lhr: Result, count: number): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const findings = refs
    // Opportunities and diagnostics share this group since Lighthouse 12 (the rest are metrics).
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const details = audit!.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      const metricMs = Math.max(0, ...Object.values(audit!.metricSavings ?? {}).map(Number));
      return {
        audit: audit!,
        ms: details?.overallSavingsMs ?? metricMs,
        bytes: details?.overallSavingsBytes ?? 0,
      };
    });
  findings.sort((a, b) => b.ms - a.ms || b.bytes - a.bytes);
  return findings.slice(0, count).map(({ audit, ms, bytes }) => {
    const saving = [
      ms > 0 ? `~${ms.toFixed(0)} ms` : '',
      bytes > 0 ? `~${(bytes / 1000).toFixed(0)} kB` : '',
    ].filter(Boolean);
    const shown = audit.displayValue ?? (saving.length > 0 ? `saves ${saving.join(', ')}` : '');
    return shown ? `${audit.title} (${shown})` : audit.title;
  });
}

/** Requests the page made to other hosts than its own: refused, since nothing leaves the machine. */
export function offMachineRequests(lhr: Result): string[] {
  const own = new URL(lhr.finalDisplayedUrl).host;
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] })?.items;
  return (items ?? [])
    .map((item) => item.url ?? '')
    .filter((url) => /^https?:/.test(url) && new URL(url).host !== own);
}

/**
 * Performance audits that could not run. With a Chromium newer than Lighthouse 12's trace
 * engine knows, the trace-based ones (layout shifts, LCP element, render-blocking resources)
 * fail; the score and the metrics come from Lantern and do not depend on them.
 */
export function erroredAudits(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.scoreDisplayMode === 'error')
    .map((audit) => audit!.id);
}
