import { describe, expect, it } from 'vitest';
import { refillBucket } from './shop-bucket';

const limits = { perMinute: 30, capacity: 2 };

describe('refillBucket', () => {
  it('earns a token every 60 / perMinute seconds and keeps the fraction of the next', () => {
    expect(refillBucket({ tokens: 0, elapsedSeconds: 1.9 }, limits)).toEqual({
      tokens: 0,
      advanceSeconds: 0,
    });
    expect(refillBucket({ tokens: 0, elapsedSeconds: 3.5 }, limits)).toEqual({
      tokens: 1,
      advanceSeconds: 2,
    });
  });

  it('never holds more than its capacity, and a full bucket restarts from now', () => {
    expect(refillBucket({ tokens: 1, elapsedSeconds: 600 }, limits)).toEqual({
      tokens: 2,
      advanceSeconds: 'now',
    });
    expect(refillBucket({ tokens: 2, elapsedSeconds: 0 }, limits)).toEqual({
      tokens: 2,
      advanceSeconds: 'now',
    });
  });

  it('earns nothing from a clock that went backwards', () => {
    expect(refillBucket({ tokens: 0, elapsedSeconds: -5 }, limits)).toEqual({
      tokens: 0,
      advanceSeconds: 0,
    });
  });

  it('starts no more than perMinute checks in any minute when a shop stays busy', () => {
    const fast = { perMinute: 600, capacity: 4 };
    let bucket = { tokens: 0, elapsedSeconds: 0 };
    let started = 0;
    // Ticks every 250 ms for a minute, taking every token there is.
    for (let tick = 0; tick < 240; tick++) {
      bucket.elapsedSeconds += 0.25;
      const refilled = refillBucket(bucket, fast);
      started += refilled.tokens;
      bucket = {
        tokens: 0,
        elapsedSeconds:
          refilled.advanceSeconds === 'now' ? 0 : bucket.elapsedSeconds - refilled.advanceSeconds,
      };
    }
    expect(started).toBe(600);
  });
});
