import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldSearchText } from './fold-search-text';

/**
 * Matching against a folded search column (see db/schema.ts foldForSearch): a substring match,
 * or a close-enough word (trigram word similarity, so small typos still match). Both operators
 * are served by the column's GIN trigram index. Substring matches rank first, then similarity.
 */
export function textMatch(column: AnyPgColumn, query: string): { where: SQL; rank: SQL[] } {
  const folded = foldSearchText(query);
  const pattern = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return {
    where: sql`(${column} like ${pattern} or ${folded} <% ${column})`,
    rank: [sql`(${column} like ${pattern}) desc`, sql`word_similarity(${folded}, ${column}) desc`],
  };
}
