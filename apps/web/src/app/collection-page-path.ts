const collectionPage = /^\/collection\/([^/]+)\/?$/;

/** The collection id a page address names (`/collection/:id`), or undefined for other pages. */
export function collectionIdAt(pathname: string): string | undefined {
  const segment = collectionPage.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
