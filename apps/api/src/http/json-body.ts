import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/** No request of the api nests deeper than a few levels; 32 leaves room and stops the abuse. */
export const maxJsonDepth = 32;

/** Whether `value` nests objects or arrays deeper than `limit`, walked without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but never nested deeper than
 * `maxJsonDepth`: everything that walks a body after it (the NUL check, validation, error
 * messages) recurses, and a body nested thousands deep would overflow its stack into a 500.
 */
export function limitJsonDepth(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, maxJsonDepth)) {
        return done(badRequest(serverMessages.requestNestedTooDeep), undefined);
      }
      done(null, value);
    });
  });
}
