import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('keeps counts up to 1,000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1000');
  });

  it('abbreviates thousands and millions with one decimal', () => {
    expect(formatCount(1001)).toBe('1.0K');
    expect(formatCount(1050)).toBe('1.1K');
    expect(formatCount(25_400)).toBe('25.4K');
    expect(formatCount(1_000_001)).toBe('1.0M');
    expect(formatCount(2_345_678)).toBe('2.3M');
  });
});
