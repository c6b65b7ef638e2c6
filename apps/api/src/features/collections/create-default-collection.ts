import { languages, type Language } from '@kolekt/shared/constants';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collections } from '../../db/schema';
import { foldSearchText } from '../../lib/fold-search-text';

/**
 * The stored name is the registration language's; readers see it in their interface's language
 * (the web renders immutable collections' names from a key, decision 0021).
 */
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

/**
 * A name search finds the default collection by its name in either language, as the reader may
 * know it by the other one than it was stored in; undefined when the text names neither.
 */
export function defaultCollectionMatch(text: string) {
  const query = foldSearchText(text);
  const named = languages.some((language) =>
    foldSearchText(defaultNames[language]).includes(query),
  );
  return query && named ? sql`${collections.isImmutable}` : undefined;
}
