import { describe, expect, it } from 'vitest';
import { showcaseProducts, shuffle, toColumns } from './showcase-products';

describe('landing showcase', () => {
  it('has 7 products dealt into three columns of 3, 2 and 2', () => {
    expect(showcaseProducts).toHaveLength(7);
    expect(toColumns(showcaseProducts).map((column) => column.length)).toEqual([3, 2, 2]);
  });

  it('shuffles into a new order without losing or repeating a product', () => {
    const reversed = shuffle(showcaseProducts, () => 0);
    expect(reversed).not.toEqual([...showcaseProducts]);
    expect([...reversed].sort((a, b) => a.src.localeCompare(b.src))).toEqual(
      [...showcaseProducts].sort((a, b) => a.src.localeCompare(b.src)),
    );
  });
});
