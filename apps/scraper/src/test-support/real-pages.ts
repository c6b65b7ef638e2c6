import { existsSync, readFileSync } from 'node:fs';

/**
 * The pages people saved from real shops, with what a shopper sees on each (`expected.json`),
 * read from `../shared/fixtures/real-pages` beside the repository: never copied into it. Both
 * folders: the product pages at its root, the Turkish shops' pages in `shops/`.
 */
export const realPagesRoot = new URL('../../../../../shared/fixtures/real-pages/', import.meta.url);

export interface RealProductExpectation {
  title: string;
  image: string;
  url: string;
  price?: number;
  currency?: string;
  availability?: string;
}

export interface RealSearchExpectation {
  count: number;
  first: { title: string; price: number; url: string };
}

export interface RealPage {
  /** The file's path under the real-pages folder, e.g. `shops/n11-listing-laptop-2025-11-19.html`. */
  file: string;
  /** The built-in shop's id, when the page is one of theirs. */
  shop?: string;
  kind: 'product' | 'search';
  /** Where the page was served from: serve it under this host name. */
  pageUrl: string;
  outcome: 'read' | 'blocked';
  expected?: RealProductExpectation | RealSearchExpectation;
  html(): Buffer;
}

interface ExpectedFile {
  pages: Record<
    string,
    {
      shop?: string;
      kind?: 'product' | 'search';
      pageUrl?: string;
      outcome?: 'read' | 'blocked';
      expected?: RealProductExpectation | RealSearchExpectation;
    } & Partial<RealProductExpectation>
  >;
}

function folder(path: string): RealPage[] {
  const base = new URL(path, realPagesRoot);
  const listed = JSON.parse(readFileSync(new URL('expected.json', base), 'utf8')) as ExpectedFile;
  return Object.entries(listed.pages).map(([name, page]) => {
    // The root folder's entries are the expectation itself, for product pages.
    const expected = page.expected ?? { title: page.title!, image: page.image!, url: page.url! };
    return {
      file: `${path}${name}`,
      shop: page.shop,
      kind: page.kind ?? 'product',
      pageUrl: page.pageUrl ?? page.url!,
      outcome: page.outcome ?? 'read',
      expected: page.outcome === 'blocked' ? undefined : expected,
      html: () => readFileSync(new URL(name, base)),
    };
  });
}

/**
 * Every real page. Absent pages fail the suite instead of skipping it: a conformance check that
 * cannot run is no check.
 */
export function realPages(): RealPage[] {
  if (!existsSync(new URL('expected.json', realPagesRoot))) {
    throw new Error(
      `The real shop pages are read from ${realPagesRoot.pathname} (../shared beside the repository), which is missing`,
    );
  }
  return [...folder(''), ...folder('shops/')];
}
