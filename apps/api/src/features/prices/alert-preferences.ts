import type { AlertPreferences } from '@kolekt/shared/price';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';

const preferenceColumns = { bell: users.alertBell, email: users.alertEmail, push: users.alertPush };

/** Which channels carry the caller's price alerts. */
export async function getAlertPreferences(db: DbOrTx, userId: string): Promise<AlertPreferences> {
  const [row] = await db.select(preferenceColumns).from(users).where(eq(users.id, userId));
  return row!;
}

export async function setAlertPreferences(
  db: DbOrTx,
  userId: string,
  preferences: AlertPreferences,
): Promise<AlertPreferences> {
  const [row] = await db
    .update(users)
    .set({
      alertBell: preferences.bell,
      alertEmail: preferences.email,
      alertPush: preferences.push,
    })
    .where(eq(users.id, userId))
    .returning(preferenceColumns);
  return row!;
}
