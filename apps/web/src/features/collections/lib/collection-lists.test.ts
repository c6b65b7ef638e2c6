import type { Collection } from '@kolekt/shared/collection';
import { describe, expect, it } from 'vitest';
import { collectionFixture } from '@/test/fixtures';
import {
  flattenPages,
  nextSelection,
  prependToPages,
  removeFromPages,
  type CollectionPages,
} from './collection-lists';

const collection = (id: string): Collection =>
  collectionFixture({ id, name: `Collection ${id}`, isPublic: false, isEditable: true });

const pages = (...lists: string[][]): CollectionPages => ({
  pageParams: lists.map((_, index) => index + 1),
  pages: lists.map((ids, index) => ({
    items: ids.map(collection),
    pageIndex: index + 1,
    pageSize: 5,
    totalCount: 10,
    hasNextPage: index < lists.length - 1,
  })),
});

const ids = (data: CollectionPages | undefined) => flattenPages(data).map((item) => item.id);

describe('archive and unarchive moves', () => {
  it('moves an archived collection from the active list to the front of the archive', () => {
    const active = pages(['default', 'a', 'b'], ['c']);
    const archived = pages(['x', 'y']);
    const moved = { ...collection('b'), status: 2 as const };
    expect(ids(removeFromPages(active, 'b'))).toEqual(['default', 'a', 'c']);
    expect(ids(prependToPages(archived, moved))).toEqual(['b', 'x', 'y']);
    expect(flattenPages(prependToPages(archived, moved))[0]?.status).toBe(2);
  });

  it('unarchiving does the reverse', () => {
    const active = pages(['default', 'a']);
    const archived = pages(['b', 'x']);
    expect(ids(removeFromPages(archived, 'b'))).toEqual(['x']);
    expect(ids(prependToPages(active, collection('b')))).toEqual(['b', 'default', 'a']);
  });

  it('selects the first remaining active collection when the selected one was archived', () => {
    const active = flattenPages(pages(['default', 'a', 'b']));
    expect(nextSelection('a', 'a', active)).toBe('default');
    expect(nextSelection('default', 'a', active)).toBe('default');
    expect(nextSelection(undefined, 'a', active)).toBeUndefined();
  });
});
