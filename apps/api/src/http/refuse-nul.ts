import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '@kolekt/shared/envelope';
import { badRequest } from './app-error';

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
 * path of any route is refused here, before validation, instead of failing in the database.
 * Path and query reach a route only through the URL, where a NUL can only be written `%00`
 * (Node refuses a raw one), so a request with no body and no `%00` needs no walk (decision 0027).
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body == null && !request.url.includes('%00')) return done();
    const fields = [request.params, request.query, request.body].flatMap((part) =>
      fieldsWithNul(part, '', []),
    );
    if (fields.length === 0) return done();
    const errors: FieldErrors = {};
    for (const field of fields) errors[field] = [serverMessages.textHasNul];
    done(badRequest(serverMessages.textHasNul, { errors }));
  });
}
