import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides the hub access token and other secrets in logged URLs', () => {
    const logged = redactUrl('/hubs/notification?id=abc&access_token=eyJhbGciOi.secret.sig');
    expect(logged).not.toContain('eyJhbGciOi');
    expect(logged).toContain('access_token=%5BREDACTED%5D');
    expect(logged).toContain('id=abc');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/collection/active?pageIndex=1&pageSize=5')).toBe(
      '/api/collection/active?pageIndex=1&pageSize=5',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
