import { describe, expect, it } from 'vitest';
import { shouldLoadNextPage } from './infinite-scroll';

const base = { viewportHeight: 800, documentHeight: 3000, hasNextPage: true, isLoading: false };

describe('shouldLoadNextPage', () => {
  it('loads within 200 px of the bottom, not further away', () => {
    expect(shouldLoadNextPage({ ...base, scrollTop: 2000 })).toBe(true); // exactly 200 px left
    expect(shouldLoadNextPage({ ...base, scrollTop: 2100 })).toBe(true);
    expect(shouldLoadNextPage({ ...base, scrollTop: 1999 })).toBe(false); // 201 px left
  });

  it('waits when no next page exists or one is loading', () => {
    expect(shouldLoadNextPage({ ...base, scrollTop: 2200, hasNextPage: false })).toBe(false);
    expect(shouldLoadNextPage({ ...base, scrollTop: 2200, isLoading: true })).toBe(false);
  });
});
