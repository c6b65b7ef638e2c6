import { describe, expect, it } from 'vitest';
import { asBlocked, detectChallenge } from './challenge';
import { ScrapeError } from './scrape-error';

const answer = (html: string, status = 200, headers: Record<string, string> = {}) => ({
  status,
  headers,
  html,
});

const filler = '<p>Ürün açıklaması, özellikler ve yorumlar burada uzun uzun anlatılır.</p>'.repeat(
  12,
);

describe('detectChallenge', () => {
  it.each([
    ['cloudflare', '<html><head><title>Just a moment...</title></head><body></body></html>'],
    ['cloudflare', '<title>Attention Required! | Cloudflare</title><body>Sorry</body>'],
    ['cloudflare', '<title>Bir dakika lütfen...</title>'],
    ['cloudflare', '<script>window._cf_chl_opt={cvId:"3"}</script>'],
    ['cloudflare', `<body>${filler}<div id="cf-chl-widget-x1"></div></body>`],
    ['amazon-captcha', '<title dir="ltr">Robot Check</title><body>Enter the characters</body>'],
    ['amazon-captcha', `<form action="/errors/validateCaptcha">${filler}</form>`],
    ['perimeterx', `<body>${filler}<div id="px-captcha"></div></body>`],
    ['perimeterx', '<body><p>Press &amp; Hold to confirm you are a human</p></body>'],
    ['datadome', '<script src="https://geo.captcha-delivery.com/captcha/?x=1"></script>'],
    [
      'akamai',
      "<title>Access Denied</title><body>You don't have permission. Reference #18.1</body>",
    ],
    [
      'akamai',
      '<title>Hepsiburada | Güvenlik</title><body><iframe src="https://static.hepsiburada.net/security/HBBlockandCaptcha.html?AKReferanceId=0.9"></iframe></body>',
    ],
    [
      'akamai',
      `<title>Hepsiburada | Güvenlik</title><body><div id="iframe-container"></div></body>`,
    ],
    ['captcha', '<body><div class="h-captcha" data-sitekey="k"></div></body>'],
    ['captcha', '<body><script src="https://www.google.com/recaptcha/api.js"></script></body>'],
  ])('recognises a %s wall', (kind, html) => {
    expect(detectChallenge(answer(html))).toBe(kind);
  });

  it('trusts the cf-mitigated header whatever the body', () => {
    expect(detectChallenge(answer('<h1>x</h1>', 403, { 'CF-Mitigated': 'challenge' }))).toBe(
      'cloudflare',
    );
  });

  it('knows the walls by the address a redirect ended at', () => {
    const url = (href: string) => ({ ...answer('<p>…</p>'), url: href });
    expect(detectChallenge(url('https://www.amazon.com.tr/errors/validateCaptcha?x=1'))).toBe(
      'amazon-captcha',
    );
    expect(detectChallenge(url('https://www.n11.com/arama?q=x&__cf_chl_tk=abc'))).toBe(
      'cloudflare',
    );
    expect(detectChallenge(url('https://www.n11.com/arama?q=errors'))).toBeNull();
  });

  it.each([403, 429, 503])('takes a plain %i answer as a refusal', (status) => {
    expect(detectChallenge(answer('<h1>Forbidden</h1>', status))).toBe(`status-${status}`);
  });

  it('leaves real pages alone, even with Cloudflare analytics or a captcha on a form', () => {
    const page = `<html><head><title>Kulaklık - Trendyol</title>
      <script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script></head>
      <body>${filler}<div class="g-recaptcha"></div><p>Press &amp; hold the button</p></body></html>`;
    expect(detectChallenge(answer(page))).toBeNull();
    expect(detectChallenge(answer('<title>Access Denied</title><p>Log in first</p>'))).toBeNull();
    expect(
      detectChallenge(answer(`<title>Hepsiburada | Güvenlik</title><body>${filler}</body>`)),
    ).toBeNull();
    expect(detectChallenge(answer('<title>internal secret</title>', 404))).toBeNull();
  });
});

describe('asBlocked', () => {
  it('turns a refusal status into blocked and leaves other failures alone', () => {
    const refused = asBlocked(
      new ScrapeError('upstream_status', 'The shop answered with status 429.'),
    );
    expect(refused).toMatchObject({ reason: 'blocked' });
    const missing = new ScrapeError('upstream_status', 'The shop answered with status 404.');
    expect(asBlocked(missing)).toBe(missing);
    const timeout = new ScrapeError('timeout', 'The shop took too long to answer.');
    expect(asBlocked(timeout)).toBe(timeout);
  });
});
