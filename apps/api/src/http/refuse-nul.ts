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
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = [request.params, request.query, request.body].flatMap((part) =>
      fieldsWithNul(part, '', []),
    );
    if (fields.length === 0) return;
    const errors: FieldErrors = {};
    for (const field of fields) errors[field] = [serverMessages.textHasNul];
    throw badRequest(serverMessages.textHasNul, { errors });
  });
}
