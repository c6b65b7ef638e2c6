/**
 * The creates that a repeat would make again (decision 0053), all POST: the api keeps the first
 * answer to each under the caller's `Idempotency-Key` (decision 0019), and both clients send one
 * key per intent. The other creates are settled by a unique key (one like, follow, gift claim,
 * watch, push subscription or invitation by name per person), so a repeat already answers alike.
 */
export const idempotentRoutes = [
  '/api/collection/create',
  '/api/comment/create',
  '/api/product/create',
  '/api/product/capture',
  '/api/product/scrape/collection',
  '/api/product/add/collection',
  '/api/collection/:id/inviteLinks',
  '/api/invite/accept',
] as const;

const patterns = idempotentRoutes.map(
  (route) => new RegExp(`^${route.replace(/:\w+/g, '[^/?]+')}(\\?|$)`),
);

/** Whether a client's call to this path (`/api/…`, maybe with a query) takes an Idempotency-Key. */
export function takesIdempotencyKey(method: string, path: string): boolean {
  return method === 'POST' && patterns.some((pattern) => pattern.test(path));
}

/**
 * The api's 409 while the first request with a key still runs, on which the clients send the key
 * again. Here rather than only in `serverMessages`, so the clients' first scripts need not carry
 * every message (the web's first-route budget).
 */
export const keyInProgressMessage =
  'A request with this Idempotency-Key is still being processed. Please try again shortly.';
