import { describe, expect, it } from 'vitest';
import { originPattern, toOrigin } from './kolekt-origin';

describe('the Kolekt address', () => {
  it('keeps only the origin of an http(s) address', () => {
    expect(toOrigin(' https://kolekt.example.com/collections?x=1 ')).toBe(
      'https://kolekt.example.com',
    );
    expect(toOrigin('http://localhost:3100')).toBe('http://localhost:3100');
    expect(toOrigin('javascript:alert(1)')).toBeNull();
    expect(toOrigin('file:///etc/passwd')).toBeNull();
    expect(toOrigin('kolekt')).toBeNull();
  });

  it('matches its host on any port, as Firefox patterns cannot name one', () => {
    expect(originPattern('http://localhost:3100')).toBe('http://localhost/*');
    expect(originPattern('https://kolekt.example.com')).toBe('https://kolekt.example.com/*');
  });
});
