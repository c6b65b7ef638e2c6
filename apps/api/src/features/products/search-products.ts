import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';
import type { Product } from '@kolekt/shared/product';
import { and, desc, eq, isNotNull, like, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { products, productTitleWords, titleWords } from '../../db/schema';
import { foldSearchText } from '../../lib/fold-search-text';
import { pageWindow, toPage } from '../../lib/paging';
import { nobody, preparedPerDatabase, preparedPerKey, slot } from '../../lib/prepared-statement';
import { containsPattern, textConditions } from '../../lib/text-search';
import { productInVisibleCollection, productVisibleTo, selectProducts } from './product-query';
import { RareSearchTerms } from './rare-search-terms';

/**
 * How many of the newest listed products the first try reads (an index-only walk of the
 * covering index, about 1 ms at 5,000): a term in more than 1 of ~400 titles fills a page there.
 */
export const newestSearchWindow = 5000;

export interface SearchOptions {
  db: Db;
  callerId: string | null;
  title: string;
  paging: Paging;
  /** The first try's window; tests make it small to cross it with a handful of products. */
  window?: number;
  rareTerms?: RareSearchTerms;
}

const rareSearchTerms = new RareSearchTerms();

export type Window = ReturnType<typeof pageWindow>;

/**
 * Products by title (decisions 0026 and 0035): every title containing the text first, newest
 * first; once those run out, titles that only look alike (typos), most similar first. A page of
 * substring matches is looked for among the newest products first, which fills it for any common
 * word without touching the others; only a rarer text reads all its matches, and sorts just
 * those: a one-word text from the word index, a longer one from the trigram index. A text found
 * rare is remembered for a while, so its next search goes straight there. Search pages stay
 * shallow (load more, 12 at a time), so they page with OFFSET. The newest-first and trigram
 * searches are prepared statements: built and planned once (decision 0032).
 */
export async function searchProducts(options: SearchOptions): Promise<PagedResult<Product>> {
  const { paging, title, rareTerms = rareSearchTerms } = options;
  const window = pageWindow(paging);
  if (!rareTerms.has(title)) {
    const fromNewest = await amongNewest(options.db, options.window ?? newestSearchWindow).execute(
      searchValues(options, window),
    );
    if (fromNewest.length === window.limit) return toPage(fromNewest, paging);
    // Short on a first page: fewer than a page among the newest, so the word is rare.
    if (window.offset === 0) rareTerms.remember(title);
  }

  const values = searchValues(options, window);
  const containing = isOneWord(title)
    ? await containingWord(options.db, values)
    : await anywhere(options.db).execute(values);
  if (containing.length === window.limit) return toPage(containing, paging);
  const resembling = await resemblingOnly(options, window, containing.length);
  return toPage([...containing, ...resembling], paging);
}

/** What the prepared searches receive (decision 0032). */
type SearchValues = ReturnType<typeof searchValues>;
function searchValues(options: SearchOptions, window: Window) {
  return {
    pattern: containsPattern(options.title),
    limit: window.limit,
    offset: window.offset,
    caller: options.callerId ?? nobody,
  };
}

/** A number drizzle writes into the SQL: `.limit(n)` would send it as a parameter. */
const inStatement = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/**
 * The page among the newest `window` listed products: the partial index on (created_at, id)
 * carries the folded title, so the walk never reads the table; visibility is checked only for
 * titles that match, and the walk stops once the page is full.
 */
export function containingAmongNewestQuery(db: Db, window: number) {
  const newest = db
    .select({
      id: products.id,
      createdAt: products.createdAt,
      titleSearch: products.titleSearch,
    })
    .from(products)
    .where(isNotNull(products.confirmedAt))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(inStatement(window))
    .as('newest');
  const page = db
    .select({ id: newest.id, createdAt: newest.createdAt })
    .from(newest)
    .where(
      and(
        like(newest.titleSearch, slot('pattern')),
        productInVisibleCollection(slot('caller'), newest.id),
      ),
    )
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(slot('limit'))
    .offset(slot('offset'))
    .as('page');
  return selectProducts(db)
    .innerJoin(page, eq(page.id, products.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/**
 * Every title containing the text, from the trigram index: the matches are sorted newest first
 * before visibility is checked, so only the rows up to the page are checked.
 */
export function containingAnywhereQuery(db: Db) {
  return visiblePage(db, matchingAnywhere(db));
}

function matchingAnywhere(db: Db) {
  return (
    db
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(and(isNotNull(products.confirmedAt), like(products.titleSearch, slot('pattern'))))
      // The ORDER BY keeps PostgreSQL from merging this into the outer query, where it could
      // walk the newest-first index for a rare word instead.
      .orderBy(desc(products.createdAt), desc(products.id))
      .as('matching')
  );
}

/**
 * A text without spaces is inside one word of every title containing it (the word index splits
 * titles at whitespace, and a folded query holds none), so its matches are the listed products
 * of the dictionary words containing it, read newest first from the word index without touching
 * the products table (decision 0035).
 */
export async function containingWord(db: Db, values: SearchValues) {
  const words = await wordsContaining(db, values.pattern);
  if (words.length === 0) return [];
  if (words.length > 1) return withWords(db).execute({ ...values, words });
  const firstPage = values.offset === 0 ? values.limit : undefined;
  return withWord(db, firstPage).execute({ ...values, word: words[0] });
}

/**
 * The dictionary words containing the text, from its trigram index. Planned for its own text
 * each time (an unnamed statement): a plan kept for every pattern cannot use a trigram index, and
 * walked the whole dictionary instead (17 ms at 253,000 words). One template rather than the
 * select builder, whose building and row mapping cost the api ~100 µs of CPU a search (decision
 * 0041).
 */
export async function wordsContaining(db: Db, pattern: string): Promise<string[]> {
  const result = await db.execute(
    sql`select ${titleWords.word} from ${titleWords} where ${titleWords.word} like ${pattern}`,
  );
  return rowsOf<{ word: string }>(result).map((row) => row.word);
}

/**
 * The listed products of the given words, newest first, from the word index alone. One word (a
 * rare text's usual case) has a statement of its own, whose plan walks the word's index entries
 * newest first and stops at the page; several words are read whole and sorted.
 *
 * A first page (`firstPage`, its size) has its LIMIT written into the statement, not sent as a
 * value: PostgreSQL costs a plan kept for any LIMIT and OFFSET as if they took a tenth of the
 * matches, which for a word in hundreds of titles looked dearer than planning each search, so it
 * planned every one (0.4–1.8 ms; decision 0041). Written in, it keeps one plan per page size.
 */
export function withWordsQuery(db: Db, words: 'one' | 'several', firstPage?: number) {
  return visiblePage(db, matchingWords(db, words), firstPage);
}

/** One statement per page size of a first page (at most maxPageSize), one for later pages. */
const withWord = preparedPerKey((db, firstPage: number | undefined) =>
  withWordsQuery(db, 'one', firstPage).prepare(
    firstPage === undefined ? 'search_word' : `search_word_first_${firstPage}`,
  ),
);
/** Several words' matches are read whole and sorted: planned per call whatever the LIMIT. */
const withWords = preparedPerDatabase((db) =>
  withWordsQuery(db, 'several').prepare('search_words'),
);

function matchingWords(db: Db, words: 'one' | 'several') {
  const { word } = productTitleWords;
  // Distinct: a title can hold two words containing the text.
  return db
    .selectDistinct({ id: productTitleWords.productId, createdAt: productTitleWords.createdAt })
    .from(productTitleWords)
    .where(words === 'one' ? eq(word, slot('word')) : sql`${word} = any(${slot('words')}::text[])`)
    .orderBy(desc(productTitleWords.createdAt), desc(productTitleWords.productId))
    .as('matching');
}

/** One word: the folded text holds no space (foldSearchText turns every whitespace into one). */
function isOneWord(title: string) {
  return !foldSearchText(title).includes(' ');
}

/**
 * The page of the matches (sorted newest first) the caller may see: visibility checked up to it.
 * A first page's size can be written into the statement (`firstPage`, see withWordsQuery).
 */
function visiblePage(
  db: Db,
  matching: ReturnType<typeof matchingAnywhere> | ReturnType<typeof matchingWords>,
  firstPage?: number,
) {
  const page = db
    .select({ id: matching.id, createdAt: matching.createdAt })
    .from(matching)
    .where(productInVisibleCollection(slot('caller'), matching.id))
    .orderBy(desc(matching.createdAt), desc(matching.id))
    .limit(firstPage === undefined ? slot('limit') : inStatement(firstPage))
    .offset(firstPage === undefined ? slot('offset') : inStatement(0))
    .as('page');
  return selectProducts(db)
    .innerJoin(page, eq(page.id, products.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/**
 * The window is written into the statement, not sent as a value: knowing it, PostgreSQL finds its
 * one plan for every term cheap enough to keep instead of planning each search afresh. Production
 * has one window; tests a few.
 */
const amongNewest = preparedPerKey((db, window: number) =>
  containingAmongNewestQuery(db, window).prepare(`search_among_newest_${window}`),
);

const anywhere = preparedPerDatabase((db) =>
  containingAnywhereQuery(db).prepare('search_anywhere'),
);

/** Titles that only look alike, most similar first, after all `containing` ones. */
async function resemblingOnly(options: SearchOptions, window: Window, found: number) {
  const { db, callerId } = options;
  const { contains, resembles, similarity } = textConditions(products.titleSearch, options.title);
  const visible = productVisibleTo(callerId);
  // Where the substring matches end: known from this page, or counted (fewer than the offset).
  const containingTotal =
    found > 0
      ? window.offset + found
      : ((
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(products)
            .where(and(visible, contains))
        )[0]?.total ?? 0);
  return selectProducts(db)
    .where(and(visible, resembles, not(contains)))
    .orderBy(sql`${similarity} desc`, desc(products.createdAt), desc(products.id))
    .limit(window.limit - found)
    .offset(Math.max(0, window.offset - containingTotal));
}
