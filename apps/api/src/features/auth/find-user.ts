import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}
