import type { Language } from '@kolekt/shared/constants';
import type { DbOrTx } from '../../db/database';
import { collections } from '../../db/schema';

const defaultNames: Record<Language, string> = { tr: 'Favorilerim', en: 'My Favorites' };

/** Every user gets one private, immutable collection (shown with a star) when the account is made. */
export async function createDefaultCollection(options: {
  db: DbOrTx;
  userId: string;
  language: Language;
}) {
  await options.db.insert(collections).values({
    userId: options.userId,
    name: defaultNames[options.language],
    isPublic: false,
    isImmutable: true,
  });
}
