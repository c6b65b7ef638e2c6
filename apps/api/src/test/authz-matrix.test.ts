import { describe, expect, it } from 'vitest';
import { authzMatrix } from './authz-matrix';
import { inNoPart } from './authz-matrix-parts';
import { describeAuthzMatrix } from './authz-matrix-run';

// The routes no group of authz-matrix-parts.ts names; the groups run in files of their own.
const routes = await describeAuthzMatrix((route) => inNoPart(route.path));

describe('the authorisation matrix', () => {
  it('has a row for every route the api serves, and none for a route it does not', () => {
    const served = routes.map((route) => route.key);
    expect(
      served.filter((key) => !(key in authzMatrix)),
      'routes without a row',
    ).toEqual([]);
    expect(Object.keys(authzMatrix).filter((key) => !served.includes(key))).toEqual([]);
  });
});
