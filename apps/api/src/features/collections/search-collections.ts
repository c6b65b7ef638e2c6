import { collectionStatus } from '@kolekt/shared/collection';
import type { Paging } from '@kolekt/shared/paging';
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collections } from '../../db/schema';
import { textMatch } from '../../lib/text-search';
import { editorOf, publicActive } from './collection-query';
import { defaultCollectionMatch } from './create-default-collection';
import { listCollections } from './list-collections';

interface SearchOptions {
  db: DbOrTx;
  paging: Paging;
  name: string;
}

const nameMatch = (name: string) => textMatch(collections.nameSearch, name);
const activeOf = (userId: string) =>
  and(eq(collections.userId, userId), eq(collections.status, collectionStatus.active))!;

/** Public active collections by name, and the caller's own active ones, best match first. */
export function searchCollectionsByName(options: SearchOptions & { callerId: string | null }) {
  const { callerId, name } = options;
  const match = nameMatch(name);
  return listCollections({
    db: options.db,
    callerId,
    where: and(
      or(match.where, defaultCollectionMatch(name)),
      or(publicActive, callerId ? activeOf(callerId) : undefined),
    )!,
    orderBy: [...match.rank, desc(collections.id)],
    paging: options.paging,
  });
}

/** The caller's own active collections, all of them when the name is empty, default one first. */
export function searchOwnCollectionsByName(options: SearchOptions & { callerId: string }) {
  return searchByNameWithin(options, activeOf(options.callerId));
}

/**
 * Where the caller may put a product: their own active collections and the active ones they edit
 * as a member (issue #14), the default one first, then their own, then the shared ones.
 */
export function searchAddableCollectionsByName(options: SearchOptions & { callerId: string }) {
  const { callerId } = options;
  return searchByNameWithin(
    options,
    or(
      activeOf(callerId),
      and(eq(collections.status, collectionStatus.active), editorOf(callerId)),
    )!,
    [desc(eq(collections.userId, callerId))],
  );
}

function searchByNameWithin(
  options: SearchOptions & { callerId: string },
  scope: SQL,
  ownFirst: SQL[] = [],
) {
  const { callerId, name } = options;
  const match = name ? nameMatch(name) : undefined;
  return listCollections({
    db: options.db,
    callerId,
    where: and(scope, match ? or(match.where, defaultCollectionMatch(name)) : undefined)!,
    orderBy: [
      desc(collections.isImmutable),
      ...ownFirst,
      ...(match?.rank ?? []),
      asc(collections.name),
      desc(collections.id),
    ],
    paging: options.paging,
  });
}
