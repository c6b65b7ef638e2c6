import type { Language } from '@kolekt/shared/constants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';
import { readerLanguage } from '../../lib/language';

/**
 * The language a user's notifications are worded in for them: their language setting, else
 * the one their client asked for (decision 0052). One primary-key read.
 */
export async function readReaderLanguage(options: {
  db: DbOrTx;
  userId: string;
  requested: Language;
}): Promise<Language> {
  const [row] = await options.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  return readerLanguage({ setting: row?.language, requested: options.requested });
}
