import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2025-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeTime', () => {
  it('speaks English', () => {
    const t = i18next.getFixedT('en');
    expect(formatRelativeTime(t, ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(t, ago(59_999), now)).toBe('Just now');
    expect(formatRelativeTime(t, ago(60_000), now)).toBe('1m ago');
    expect(formatRelativeTime(t, ago(59 * 60_000), now)).toBe('59m ago');
    expect(formatRelativeTime(t, ago(3_600_000), now)).toBe('1h ago');
    expect(formatRelativeTime(t, ago(23 * 3_600_000), now)).toBe('23h ago');
    expect(formatRelativeTime(t, ago(3 * 86_400_000), now)).toBe('3d ago');
  });

  it('speaks Turkish', () => {
    const t = i18next.getFixedT('tr');
    expect(formatRelativeTime(t, ago(10_000), now)).toBe('Az önce');
    expect(formatRelativeTime(t, ago(5 * 60_000), now)).toBe('5 dk önce');
    expect(formatRelativeTime(t, ago(2 * 3_600_000), now)).toBe('2 sa önce');
    expect(formatRelativeTime(t, ago(40 * 86_400_000), now)).toBe('40 gün önce');
  });

  it('treats a clock slightly ahead of ours as just now', () => {
    expect(formatRelativeTime(i18next.getFixedT('en'), ago(-5_000), now)).toBe('Just now');
  });
});
