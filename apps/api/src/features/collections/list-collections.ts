import type { Collection } from '@kolekt/shared/collection';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';
import { count, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collections } from '../../db/schema';
import { pageWindow, toPage } from '../../lib/paging';
import { selectCollections, toCollection } from './collection-query';

/**
 * The one way to page collections: a filter and an order (always ending in a unique column so
 * pages never overlap). `countTotal` asks for an exact total where the filter is one user's.
 */
export async function listCollections(options: {
  db: DbOrTx;
  callerId: string | null;
  where: SQL;
  orderBy: SQL[];
  paging: Paging;
  countTotal?: boolean;
}): Promise<PagedResult<Collection>> {
  const { db, callerId, where, orderBy, paging } = options;
  const window = pageWindow(paging);
  const [rows, total] = await Promise.all([
    selectCollections(db, callerId)
      .where(where)
      .orderBy(...orderBy)
      .limit(window.limit)
      .offset(window.offset),
    options.countTotal
      ? db.select({ total: count() }).from(collections).where(where)
      : Promise.resolve(undefined),
  ]);
  return toPage(
    rows.map((row) => toCollection(row, callerId)),
    paging,
    total?.[0]?.total,
  );
}
