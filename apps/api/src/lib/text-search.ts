import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldSearchText } from './fold-search-text';

/**
 * The two ways a folded search column (see db/schema.ts foldForSearch) matches a query: it
 * contains the text, or it has a close-enough word (trigram word similarity, so small typos
 * still match). The column's GIN trigram index serves both operators.
 */
export function textConditions(column: AnyPgColumn, query: string) {
  const folded = foldSearchText(query);
  const pattern = containsPattern(query);
  return {
    contains: sql`${column} like ${pattern}`,
    resembles: sql`${folded} <% ${column}`,
    similarity: sql`word_similarity(${folded}, ${column})`,
  };
}

/** The LIKE pattern of titles containing the query (folded, its wildcards escaped). */
export function containsPattern(query: string): string {
  return `%${foldSearchText(query).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Either match, substring matches ranked first, then by similarity. */
export function textMatch(column: AnyPgColumn, query: string): { where: SQL; rank: SQL[] } {
  const { contains, resembles, similarity } = textConditions(column, query);
  return {
    where: sql`(${contains} or ${resembles})`,
    rank: [sql`(${contains}) desc`, sql`${similarity} desc`],
  };
}
