import type { Envelope } from '@kolekt/shared/envelope';
import type { FastifyReply } from 'fastify';

export function envelope<T>(data: T, message = 'OK', statusCode = 200): Envelope<T> {
  return { success: statusCode < 400, message, data, statusCode };
}

/** Sends a success envelope; routes return what this returns. */
export function reply<T>(res: FastifyReply, data: T, message = 'OK', statusCode = 200) {
  return res.code(statusCode).send(envelope(data, message, statusCode));
}
