/** Paths (with or without a query) that belong to the servers, never to the web app's pages. */
const serverPaths = /^\/(api|hubs|scraper|avatars)(\/|\?|$)/;

export function isServerPath(url: string): boolean {
  return serverPaths.test(url);
}
