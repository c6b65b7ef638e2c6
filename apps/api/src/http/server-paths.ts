/** The servers' own paths (with or without a query), and the web app's hashed files. */
const neverAPage = /^\/(api|hubs|scraper|avatars|assets)(\/|\?|$)/;

/**
 * URLs whose reply is never a page: the servers' own, and the web app's hashed scripts and styles
 * (a policy on a script or style sheet governs nothing; the offline worker, whose own reply's
 * policy would apply to it, is `/sw.js`, outside `/assets/`). A missing one is a 404, never the
 * app's `index.html`.
 */
export function isNeverAPage(url: string): boolean {
  return neverAPage.test(url);
}
