/** The browser whose TLS handshake, HTTP/2 settings and headers impit copies. */
export const impersonatedBrowser = 'chrome142';

/**
 * Chrome 142's navigation headers in Chrome's own order. impit puts any header it is given ahead
 * of its impersonated ones, so the whole set is given here: only Accept-Language differs from
 * impit's, Turkish first for Turkish shops, and the order stays a browser's.
 */
export const navigationHeaders: [string, string][] = [
  ['sec-ch-ua', '"Chromium";v="142", "Google Chrome";v="142", "Not_A Brand";v="99"'],
  ['sec-ch-ua-mobile', '?0'],
  ['sec-ch-ua-platform', '"macOS"'],
  ['upgrade-insecure-requests', '1'],
  [
    'user-agent',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  ],
  [
    'accept',
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  ],
  ['sec-fetch-site', 'none'],
  ['sec-fetch-mode', 'navigate'],
  ['sec-fetch-user', '?1'],
  ['sec-fetch-dest', 'document'],
  ['accept-encoding', 'gzip, deflate, br, zstd'],
  ['accept-language', 'tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7'],
  ['priority', 'u=0, i'],
];
