import type { Collection } from '@kolekt/shared/collection';
import { recentListLimit } from '@kolekt/shared/constants';
import type { Product } from '@kolekt/shared/product';
import { storageKeys } from '@/lib/storage-keys';

/** isImmutable marks the default collection, named in the reader's language (decision 0021). */
export type VisitedCollection = Pick<Collection, 'id' | 'name'> &
  Partial<Pick<Collection, 'isImmutable'>>;

function readList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isItem).slice(0, recentListLimit) : [];
  } catch {
    return [];
  }
}

/** Newest first, one entry per id, at most 4 (spec §3 "Browser storage"). */
function remember<T extends { id: string }>(key: string, list: T[], item: T) {
  const next = [item, ...list.filter((entry) => entry.id !== item.id)].slice(0, recentListLimit);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the history, never the click.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isVisitedCollection = (value: unknown): value is VisitedCollection =>
  isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string';

const isProduct = (value: unknown): value is Product =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.title === 'string' &&
  typeof value.url === 'string';

export function readVisitedCollections(): VisitedCollection[] {
  return readList(storageKeys.lastVisitedCollections, isVisitedCollection);
}

/** Older entries kept only id, title and url; the card shows the rest as missing. */
export function readVisitedProducts(): Product[] {
  return readList(storageKeys.lastVisitedProducts, isProduct).map((product) => ({
    ...product,
    store: typeof product.store === 'string' ? product.store : '',
    price: typeof product.price === 'string' ? product.price : null,
    imagePath: typeof product.imagePath === 'string' ? product.imagePath : null,
  }));
}

export function recordVisitedCollection(collection: VisitedCollection) {
  remember(storageKeys.lastVisitedCollections, readVisitedCollections(), {
    id: collection.id,
    name: collection.name,
    isImmutable: collection.isImmutable === true,
  });
}

export function recordVisitedProduct(product: Product) {
  const { id, title, store, price, imagePath, url } = product;
  remember(storageKeys.lastVisitedProducts, readVisitedProducts(), {
    id,
    title,
    store,
    price,
    imagePath,
    url,
  });
}
