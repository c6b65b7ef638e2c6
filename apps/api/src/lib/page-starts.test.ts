import { describe, expect, it } from 'vitest';
import { PageStarts } from './page-starts';

const rows = (...ids: string[]) => ids.map((id) => ({ sortKey: `t-${id}`, id, title: id }));

describe('PageStarts', () => {
  it('remembers the extra row of a page as the start of the next one', () => {
    const starts = new PageStarts();
    const paging = { pageIndex: 1, pageSize: 2 };
    starts.remember('list', paging, rows('a', 'b', 'c'));
    expect(starts.find('list', { pageIndex: 2, pageSize: 2 })).toEqual({ sortKey: 't-c', id: 'c' });
    // Another page size or list is another sequence of pages.
    expect(starts.find('list', { pageIndex: 2, pageSize: 3 })).toBeUndefined();
    expect(starts.find('other', { pageIndex: 2, pageSize: 2 })).toBeUndefined();
  });

  it('remembers where a later page itself began, and nothing past the last page', () => {
    const starts = new PageStarts();
    starts.remember('list', { pageIndex: 3, pageSize: 2 }, rows('e', 'f'));
    expect(starts.find('list', { pageIndex: 3, pageSize: 2 })).toEqual({ sortKey: 't-e', id: 'e' });
    expect(starts.find('list', { pageIndex: 4, pageSize: 2 })).toBeUndefined();
  });

  it('never keysets the first page, which always starts at the top', () => {
    const starts = new PageStarts();
    starts.remember('list', { pageIndex: 1, pageSize: 2 }, rows('a', 'b', 'c'));
    expect(starts.find('list', { pageIndex: 1, pageSize: 2 })).toBeUndefined();
  });

  it('forgets a start after its time', async () => {
    const starts = new PageStarts({ ttlMs: 20 });
    starts.remember('list', { pageIndex: 1, pageSize: 1 }, rows('a', 'b'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(starts.find('list', { pageIndex: 2, pageSize: 1 })).toBeUndefined();
  });
});
