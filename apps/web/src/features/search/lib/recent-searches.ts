import { recentListLimit } from '@kolekt/shared/constants';
import { storageKeys } from '@/lib/storage-keys';

export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKeys.recentSearches) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function write(items: string[]) {
  localStorage.setItem(storageKeys.recentSearches, JSON.stringify(items));
}

/** Newest first, no duplicates, at most 4. */
export function addRecentSearch(query: string): void {
  write(
    [query, ...readRecentSearches().filter((item) => item !== query)].slice(0, recentListLimit),
  );
}

export function removeRecentSearch(query: string): void {
  write(readRecentSearches().filter((item) => item !== query));
}

export function clearRecentSearches(): void {
  localStorage.removeItem(storageKeys.recentSearches);
}
