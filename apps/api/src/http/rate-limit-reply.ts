import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyReply } from 'fastify';
import { envelope } from './envelope';

/** 429 in the envelope, with its wait in whole seconds (and as Retry-After), from an onRequest hook. */
export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(envelope({ retryAfterSeconds }, serverMessages.tooManyRequests, 429));
}
