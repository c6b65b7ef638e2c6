import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { FieldErrors } from '@kolekt/shared/envelope';
import { badRequest } from '../lib/errors';
import { asArray, takesInput } from './route-hooks';

/** Names (dotted paths) of the string values in `value` that hold a NUL character. */
function fieldsWithNul(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      fieldsWithNul(item, path ? `${path}.${index}` : `${index}`, found),
    );
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      fieldsWithNul(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

/**
 * PostgreSQL cannot store the NUL character in text, so a NUL anywhere in the body, query or
 * path of any route is refused, before validation, instead of failing in the database. Path and
 * query reach a route only through the URL, where a NUL can only be written `%00` (Node refuses
 * a raw one), so a request with no body and no `%00` needs no walk (decision 0027). Only routes
 * that read what a client sends check, after their context's hooks (a multipart form is the
 * body by then); a plain page of the api such as its settings pays nothing (decision 0043).
 */
export function refuseNulCharacters(app: FastifyInstance) {
  const refuseNul: preValidationHookHandler = (request, _reply, done) => {
    if (request.body == null && !request.url.includes('%00')) return done();
    const fields = [request.params, request.query, request.body].flatMap((part) =>
      fieldsWithNul(part, '', []),
    );
    if (fields.length === 0) return done();
    const errors: FieldErrors = {};
    for (const field of fields) errors[field] = [serverMessages.textHasNul];
    done(badRequest(serverMessages.textHasNul, { errors }));
  };
  app.addHook('onRoute', (route) => {
    if (takesInput(route)) route.preValidation = [...asArray(route.preValidation), refuseNul];
  });
}
