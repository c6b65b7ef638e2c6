import { describe, expect, it } from 'vitest';
import { takesIdempotencyKey } from './idempotent-routes';

describe('takesIdempotencyKey', () => {
  it('keys the POST of a create, with its path parameter filled in', () => {
    expect(takesIdempotencyKey('POST', '/api/collection/create')).toBe(true);
    expect(takesIdempotencyKey('POST', '/api/product/capture')).toBe(true);
    expect(takesIdempotencyKey('POST', '/api/collection/3f1f3b0d-9c11/inviteLinks')).toBe(true);
  });

  it('leaves other methods, other calls and longer paths alone', () => {
    expect(takesIdempotencyKey('GET', '/api/collection/create')).toBe(false);
    expect(takesIdempotencyKey('POST', '/api/like/create')).toBe(false);
    expect(takesIdempotencyKey('POST', '/api/collection/a/b/inviteLinks')).toBe(false);
    expect(takesIdempotencyKey('POST', '/api/collection/createx')).toBe(false);
  });
});
