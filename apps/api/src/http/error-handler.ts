import type { FieldErrors } from '@kolekt/shared/envelope';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnreachable } from '../db/database-unreachable';
import { invalidDataValue } from '../db/invalid-value';
import { AppError } from '../lib/errors';
import { envelope } from './envelope';
import { failedReadingForm } from './form-body';
import { frameworkMessages } from './framework-errors';

/** Seconds a client waits before trying again while the database is out of reach. */
export const databaseRetryAfterSeconds = 5;

function fieldErrors(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (errors[field] ??= []).push(issue.message ?? serverMessages.invalidValue);
  }
  return errors;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, res) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        res.header('retry-after', String(error.retryAfterSeconds));
      }
      return res.code(error.statusCode).send(envelope(error.data, error.message, error.statusCode));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const first = Object.values(errors)[0]?.[0] ?? serverMessages.invalidRequest;
      return res.code(400).send(envelope({ errors }, first, 400));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = frameworkMessages[status] ?? error.message;
      return res.code(status).send(envelope(null, message, status));
    }
    // The multipart parser throws status-less errors for a form with no boundary or cut short.
    if (failedReadingForm(request)) {
      return res.code(400).send(envelope(null, serverMessages.formUnreadable, 400));
    }
    // A second line behind validation: logged, so the missing rule gets noticed and added.
    if (invalidDataValue(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return res.code(400).send(envelope(null, serverMessages.invalidValue, 400));
    }
    if (databaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return res
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send(envelope(null, serverMessages.serviceUnavailable, 503));
    }
    request.log.error({ err: error }, 'request failed');
    return res.code(500).send(envelope(null, serverMessages.unexpectedError, 500));
  });
}
