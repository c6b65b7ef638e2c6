import { collectionStatus } from '@kolekt/shared/collection';
import type { Paging } from '@kolekt/shared/paging';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collections } from '../../db/schema';
import { textMatch } from '../../lib/text-search';
import { publicActive } from './collection-query';
import { defaultCollectionMatch } from './create-default-collection';
import { listCollections } from './list-collections';

interface SearchOptions {
  db: DbOrTx;
  paging: Paging;
  name: string;
}

const nameMatch = (name: string) => textMatch(collections.nameSearch, name);
const activeOf = (userId: string) =>
  and(eq(collections.userId, userId), eq(collections.status, collectionStatus.active));

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
  const { callerId, name } = options;
  const match = name ? nameMatch(name) : undefined;
  return listCollections({
    db: options.db,
    callerId,
    where: and(
      activeOf(callerId),
      match ? or(match.where, defaultCollectionMatch(name)) : undefined,
    )!,
    orderBy: [
      desc(collections.isImmutable),
      ...(match?.rank ?? []),
      asc(collections.name),
      desc(collections.id),
    ],
    paging: options.paging,
  });
}
