import { ScrapeError } from './scrape-error';

/** A shop's answer as fetched, by the server or by the extension in the user's browser. */
export interface FetchedAnswer {
  status: number;
  /** Response headers; names in any case. */
  headers: Record<string, string>;
  html: string;
  url?: string;
}

/** Statuses shops use to refuse a client they take for a robot. */
export const blockedStatuses: ReadonlySet<number> = new Set([403, 429, 503]);

interface Wall {
  kind: string;
  /** Markers that only a wall carries. */
  strong: RegExp[];
  /** Markers that also occur on real pages, trusted only when the page has almost no text. */
  weak?: RegExp[];
  /** Every one of these must match (Akamai's page is known by two texts together). */
  all?: RegExp[];
}

const walls: Wall[] = [
  {
    kind: 'cloudflare',
    strong: [
      /<title>\s*(just a moment\.\.\.|attention required! \| cloudflare|bir dakika l[üu]tfen)/i,
      /_cf_chl_opt|\bcf-chl-|\/cdn-cgi\/challenge-platform\/h\//i,
    ],
    // Cloudflare injects its challenge-platform script into ordinary pages too.
    weak: [/challenge-platform|\bcf-chl/i],
  },
  {
    kind: 'amazon-captcha',
    strong: [/<title[^>]*>\s*robot check\s*</i, /\/errors\/validatecaptcha/i],
  },
  { kind: 'perimeterx', strong: [/\bpx-captcha\b/i], weak: [/press\s*(&|&amp;)\s*hold/i] },
  { kind: 'datadome', strong: [/captcha-delivery\.com/i] },
  {
    kind: 'akamai',
    // Hepsiburada's own wall, possibly with status 200: its captcha frame (SHOPS.md).
    strong: [/\/security\/HBBlockandCaptcha\.html/i],
    weak: [/<title[^>]*>\s*hepsiburada \| g[üu]venlik\s*</i],
    all: [/<title[^>]*>\s*access denied\s*</i, /reference\s*#/i],
  },
  {
    kind: 'captcha',
    strong: [],
    weak: [/\b(h-captcha|g-recaptcha)\b|hcaptcha\.com\/1\/api|recaptcha\/(api|enterprise)\.js/i],
  },
];

/** The words a reader would see: scripts, styles and tags dropped, whitespace folded. */
function visibleTextLength(html: string): number {
  const body = /<body[^>]*>([\s\S]*)/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;
}

const thinPageChars = 400;

const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * The kind of challenge, captcha or bot wall this answer is ('cloudflare', 'amazon-captcha',
 * 'perimeterx', 'datadome', 'akamai', 'captcha', 'status-403'…), or null for a real page.
 */
export function detectChallenge(page: FetchedAnswer): string | null {
  if (header(page.headers, 'cf-mitigated')?.toLowerCase() === 'challenge') return 'cloudflare';
  // Where a redirect ended can say it all: Amazon's captcha and Cloudflare's challenge paths.
  if (/\/errors\/validatecaptcha/i.test(page.url ?? '')) return 'amazon-captcha';
  if (/[?&]__cf_chl_(rt_)?tk=/i.test(page.url ?? '')) return 'cloudflare';
  const { html } = page;
  let thin: boolean | undefined;
  const isThin = () => (thin ??= visibleTextLength(html) < thinPageChars);
  for (const wall of walls) {
    if (wall.strong.some((marker) => marker.test(html))) return wall.kind;
    if (wall.all?.every((marker) => marker.test(html))) return wall.kind;
    if (wall.weak?.some((marker) => marker.test(html)) && isThin()) return wall.kind;
  }
  return blockedStatuses.has(page.status) ? `status-${page.status}` : null;
}

/** The status in a guarded fetcher's `upstream_status` error ("…answered with status 403."). */
function upstreamStatus(error: ScrapeError): number | undefined {
  const own = (error as { status?: unknown }).status;
  if (typeof own === 'number') return own;
  const match = /status (\d{3})/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** A refusal status (403/429/503) from the fetcher becomes `blocked`; other errors pass as they are. */
export function asBlocked(error: unknown): unknown {
  if (!(error instanceof ScrapeError) || error.reason !== 'upstream_status') return error;
  const status = upstreamStatus(error);
  if (status === undefined || !blockedStatuses.has(status)) return error;
  return new ScrapeError('blocked', 'The shop refused to show the page to Kolekt.', {
    cause: error,
  });
}

/** Throws `blocked` when the answer is a challenge page rather than the shop's content. */
export function assertNotChallenge(page: FetchedAnswer): void {
  const kind = detectChallenge(page);
  if (kind) {
    throw new ScrapeError('blocked', 'The shop answered with a robot check instead of the page.', {
      cause: new Error(kind),
    });
  }
}
