import { describe, expect, it } from 'vitest';
import { isPlaceholderTitle, withoutPlaceholder } from './placeholders';

describe('isPlaceholderTitle', () => {
  it.each([
    'Yükleniyor…',
    'YÜKLENİYOR...',
    'Loading...',
    'Just a moment...',
    'Please wait',
    'Access Denied',
    'Robot Check',
    'Bir dakika',
    'Bir dakika lütfen...',
    'Giriş Yap | Trendyol',
    'Üye Girişi - n11',
    '   ',
  ])('takes %j for a placeholder', (title) => {
    expect(isPlaceholderTitle(title)).toBe(true);
  });

  it.each([
    'Loading Dock Lamp',
    'Robot Süpürge S7',
    'Bir Dakikada Türk Kahvesi Makinesi',
    'Access Point Wi-Fi 6',
  ])('keeps the product name %j', (title) => expect(isPlaceholderTitle(title)).toBe(false));

  it('drops only the title of a draft, keeping what else it found', () => {
    expect(withoutPlaceholder({ title: 'Yükleniyor…', image: 'https://x.example/a.jpg' })).toEqual({
      image: 'https://x.example/a.jpg',
    });
    expect(withoutPlaceholder({ title: 'Kupa' })).toEqual({ title: 'Kupa' });
  });
});
