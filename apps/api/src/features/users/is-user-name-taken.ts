import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';
import { isUserNameClaimed } from '../auth/registrations';

/**
 * Whether an account, or a pending sign-up of another address than `exceptEmail`, holds the
 * username: a sign-up keeps the name it chose until it is proven or expires.
 */
export async function isUserNameTaken(
  db: DbOrTx,
  userName: string,
  exceptEmail?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`)
    .limit(1);
  return row !== undefined || isUserNameClaimed(db, userName, exceptEmail);
}
