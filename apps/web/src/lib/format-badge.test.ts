import { describe, expect, it } from 'vitest';
import { formatBadge } from './format-badge';

describe('formatBadge', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatBadge(0)).toBe('0');
    expect(formatBadge(7)).toBe('7');
    expect(formatBadge(99)).toBe('99');
  });

  it('caps anything above 99 at 99+', () => {
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12_345)).toBe('99+');
    expect(formatBadge(120, true)).toBe('99+');
  });

  it('marks a lower bound with a plus', () => {
    expect(formatBadge(10, true)).toBe('10+');
  });
});
