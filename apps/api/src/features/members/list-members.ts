import type { Paging } from '@kolekt/shared/paging';
import type { MemberRole, MembersPage } from '@kolekt/shared/members';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionMembers, users } from '../../db/schema';
import { pageWindow, toPage } from '../../lib/paging';
import { getVisibleCollection } from '../collections/get-collection';
import { personColumns } from './people';

/**
 * Who keeps a collection, for everyone who may see it: its owner, and a page of its members in
 * the order they joined. The count is exact: a key range of one collection, within the limit of
 * members unless older data passed it, which is why the list pages at all.
 */
export async function listMembers(options: {
  db: DbOrTx;
  collectionId: string;
  callerId: string | null;
  paging: Paging;
}): Promise<MembersPage> {
  const { db, collectionId, callerId, paging } = options;
  const collection = await getVisibleCollection({ db, id: collectionId, callerId });
  const window = pageWindow(paging);
  const [owners, rows, [total]] = await Promise.all([
    db.select(personColumns).from(users).where(eq(users.id, collection.userId)),
    db
      .select({
        ...personColumns,
        role: collectionMembers.role,
        joinedAt: collectionMembers.createdAt,
      })
      .from(collectionMembers)
      .innerJoin(users, eq(users.id, collectionMembers.userId))
      .where(eq(collectionMembers.collectionId, collectionId))
      .orderBy(asc(collectionMembers.createdAt), asc(collectionMembers.userId))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(collectionMembers)
      .where(eq(collectionMembers.collectionId, collectionId)),
  ]);
  const members = rows.map((member) => ({
    ...member,
    role: member.role as MemberRole,
    joinedAt: member.joinedAt.toISOString(),
  }));
  return { ...toPage(members, paging, total?.n ?? 0), owner: owners[0]! };
}
