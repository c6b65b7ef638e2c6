import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { envelope } from './envelope';

/** Messages of the errors Fastify and Node answer before a route runs. */
export const frameworkMessages: Record<number, string> = {
  400: serverMessages.requestUnreadable,
  404: serverMessages.notFound,
  408: serverMessages.requestTimedOut,
  413: serverMessages.requestTooLarge,
  414: serverMessages.requestUrlTooLong,
  415: serverMessages.contentTypeUnsupported,
  429: serverMessages.tooManyRequests,
  431: serverMessages.requestHeadersTooLarge,
};

/** A URL that cannot be decoded (400) or a path parameter over the length limit (414). */
function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = frameworkMessages[status] ?? serverMessages.requestUnreadable;
  void reply.code(status).send(envelope(null, message, status));
}

/** Which status Node's HTTP parser errors get (the same ones Fastify's default handler picks). */
function clientErrorStatus(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * A request Node cannot parse (headers or request line too large, broken syntax) never reaches
 * Fastify: answer it on the socket, in the envelope, then close the connection.
 */
function onClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = clientErrorStatus(error);
    const body = JSON.stringify(envelope(null, frameworkMessages[status]!, status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify server options that keep its own early errors in the envelope. */
export const frameworkErrorOptions = {
  frameworkErrors: onFrameworkError,
  clientErrorHandler: onClientError,
} satisfies Partial<FastifyServerOptions>;
