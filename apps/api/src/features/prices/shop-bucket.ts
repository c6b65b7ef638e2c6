/** A shop's token bucket as stored: tokens left, and seconds since it was last refilled. */
export interface StoredBucket {
  tokens: number;
  elapsedSeconds: number;
}

/**
 * The bucket refilled for the time that passed: a token every 60 / perMinute seconds, up to its
 * capacity. Tokens are whole, so the refill time is moved on only by the time that earned whole
 * tokens (`advanceSeconds`), and the fraction of the next one is kept; a full bucket restarts
 * from now.
 */
export function refillBucket(
  bucket: StoredBucket,
  limits: { perMinute: number; capacity: number },
): { tokens: number; advanceSeconds: number | 'now' } {
  const secondsPerToken = 60 / limits.perMinute;
  // The epsilon keeps 0.3 s at 10 tokens a second from earning 2.9999… tokens.
  const earned = Math.floor((Math.max(0, bucket.elapsedSeconds) * limits.perMinute) / 60 + 1e-9);
  const tokens = bucket.tokens + earned;
  if (tokens >= limits.capacity) return { tokens: limits.capacity, advanceSeconds: 'now' };
  return { tokens, advanceSeconds: earned * secondsPerToken };
}
