import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';
import type { UserSearchResult } from '@kolekt/shared/user';
import { asc, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';
import { textMatch } from '../../lib/text-search';
import { pageWindow, toPage } from '../../lib/paging';

/** People by name, surname or username, best matches first. */
export async function searchUsers(options: {
  db: DbOrTx;
  query: string;
  paging: Paging;
}): Promise<PagedResult<UserSearchResult>> {
  const match = textMatch(users.searchText, options.query);
  const window = pageWindow(options.paging);
  const rows = await options.db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      userName: users.userName,
      biography: users.biography,
    })
    .from(users)
    .where(match.where)
    .orderBy(...match.rank, asc(users.userName), desc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPage(rows, options.paging);
}
