import type { PagedResult } from '@kolekt/shared/envelope';
import type { InfiniteData } from '@tanstack/react-query';
import type { SearchTab } from '@/stores/search-store';
import { useSearchCollections } from '../api/search-collections';
import { useSearchProducts } from '../api/search-products';
import { useSearchUsers } from '../api/search-users';

/** What a tab's first page says: "12+" when more pages follow; undefined while it loads. */
export type TabCount = { found: number; label: string } | undefined;

function pagedCount(data: InfiniteData<PagedResult<unknown>> | undefined): TabCount {
  const first = data?.pages[0];
  if (!first) return undefined;
  const found = first.items.length;
  return { found, label: first.hasNextPage ? `${found}+` : String(found) };
}

/**
 * The three searches at once (issue #32), so each tab shows how many it found and /search can
 * open on a tab that has results; each tab's list reads the same cached answer.
 */
export function useSearchCounts(query: string): Record<SearchTab, TabCount> {
  const products = useSearchProducts(query);
  const collections = useSearchCollections(query);
  const users = useSearchUsers(query);
  return {
    products: pagedCount(products.data),
    collections: pagedCount(collections.data),
    users: users.data ? { found: users.data.length, label: String(users.data.length) } : undefined,
  };
}
