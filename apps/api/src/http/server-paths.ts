/** Paths (with or without a query) that belong to the servers, never to the web app's pages. */
const serverPaths = /^\/(api|hubs|scraper|avatars)(\/|\?|$)/;

export function isServerPath(url: string): boolean {
  return serverPaths.test(url);
}

/**
 * Replies a browser never runs as a page: the servers' own, and the web app's hashed scripts and
 * styles (a policy on a script or style sheet governs nothing; the offline worker, whose own
 * reply's policy would apply to it, is `/sw.js`, outside `/assets/`).
 */
export function isNeverAPage(url: string): boolean {
  return url.startsWith('/assets/') || isServerPath(url);
}
