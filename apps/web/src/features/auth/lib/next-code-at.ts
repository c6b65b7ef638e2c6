import { retryAfterDataSchema, type Envelope } from '@kolekt/shared/envelope';

/**
 * When the next code may be asked for (epoch ms), from a resend reply, sent or refused; null
 * when the reply does not say (a network error), so the button stays usable.
 */
export function nextCodeAt(reply: Envelope<unknown>, now = Date.now()): number | null {
  const parsed = retryAfterDataSchema.safeParse(reply.data);
  return parsed.success ? now + parsed.data.retryAfterSeconds * 1000 : null;
}
