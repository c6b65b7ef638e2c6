/**
 * The authorisation matrix runs in one test file per route group, so that vitest runs the groups
 * side by side (the whole matrix in one file took about two minutes on its own). A group is the
 * path prefixes of its routes; `authz-matrix.test.ts` runs every route no group names, so a new
 * route is always in exactly one file.
 */
export const matrixParts = {
  accounts: ['/api/auth/', '/api/user', '/avatars/'],
  collections: ['/api/collection', '/api/like/', '/api/comment/'],
  products: ['/api/product', '/api/watch'],
} as const;

/** Whether a route's path belongs to the named group. */
export function inPart(part: keyof typeof matrixParts, path: string): boolean {
  return matrixParts[part].some((prefix) => path.startsWith(prefix));
}

/** Whether no group names the route's path: `authz-matrix.test.ts` runs it. */
export function inNoPart(path: string): boolean {
  return (Object.keys(matrixParts) as (keyof typeof matrixParts)[]).every(
    (part) => !inPart(part, path),
  );
}
