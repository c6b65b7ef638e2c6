import { afterAll, describe, expect, it } from 'vitest';
import { authzMatrix, type Cells, type MatrixRow, type MemberCells } from './authz-matrix';
import { createScene, type Visibility } from './authz-scene';
import { listRoutes, type RouteOperation } from './route-table';
import { createTestApp } from './test-app';

const callers = ['guest', 'other', 'viewer', 'editor', 'former', 'owner'] as const;
const visibilities: Visibility[] = ['public', 'private', 'archived'];
let address = 0;

/** What the members and the former member get in a state: by default what "other" gets. */
function memberCells(row: MatrixRow, visibility: Visibility, cells: Cells): MemberCells {
  const members = Array.isArray(row.members)
    ? (row.members as MemberCells)
    : (row.members as Partial<Record<Visibility, MemberCells>> | undefined)?.[visibility];
  return members ?? [cells[1], cells[1], cells[1]];
}

/**
 * Per state when the row names states; else once, on a public collection: in the order of
 * `callers`.
 */
function cellsByState(row: MatrixRow): [Visibility, number[]][] {
  const states: [Visibility, Cells][] = Array.isArray(row.expect)
    ? [['public', row.expect as Cells]]
    : visibilities.map((visibility) => [
        visibility,
        (row.expect as Record<Visibility, Cells>)[visibility],
      ]);
  return states.map(([visibility, cells]) => {
    const [guest, other, owner] = cells;
    return [visibility, [guest, other, ...memberCells(row, visibility, cells), owner]];
  });
}

/**
 * Runs the matrix's cells for the routes `belongs` picks (authz-matrix-parts.ts), on an app of
 * this test file's own, and answers every route the app serves.
 */
export async function describeAuthzMatrix(
  belongs: (route: RouteOperation) => boolean,
): Promise<RouteOperation[]> {
  const t = await createTestApp({
    EXTENSION_DIST_DIR: '/nonexistent',
    // Shop pages and searches go to a closed local port: no request leaves the machine.
    SCRAPER_ALLOWED_HOSTS: '127.0.0.1:9',
    SCRAPER_TIMEOUT_MS: '1000',
    SCRAPER_SEARCH_STORES: 'trendyol',
    SCRAPER_SEARCH_BASE_URLS: JSON.stringify({ trendyol: 'http://127.0.0.1:9' }),
  });
  const routes = listRoutes(t.app);
  afterAll(() => t.close());

  describe('the authorisation matrix', () => {
    for (const route of routes.filter(belongs)) {
      const row = authzMatrix[route.key];
      if (!row) continue;
      for (const [visibility, expected] of cellsByState(row)) {
        it(`${route.key} · ${visibility} · [${callers.join(', ')}]`, async () => {
          const observed: number[] = [];
          for (const caller of callers) {
            const scene = await createScene(t.app, visibility);
            const request = row.request(scene);
            const auth = caller === 'guest' ? {} : scene[caller].auth;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: request.url,
              headers: { ...auth, ...request.headers },
              // Each cell from its own address, so per-address limits of one cell spare the next.
              remoteAddress: `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
              ...(request.payload === undefined
                ? {}
                : { payload: request.payload as Record<string, unknown> }),
            });
            observed.push(res.statusCode);
          }
          expect(observed).toEqual(expected);
        });
      }
    }
  });
  return routes;
}
