import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';

export async function isUserNameTaken(db: DbOrTx, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}
