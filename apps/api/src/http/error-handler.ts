import type { FieldErrors } from '@kolekt/shared/envelope';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { envelope } from './envelope';

/** Messages for Fastify's own errors, which otherwise say too much or too little. */
const frameworkMessages: Record<number, string> = {
  400: serverMessages.requestUnreadable,
  404: serverMessages.notFound,
  413: serverMessages.requestTooLarge,
  415: serverMessages.contentTypeUnsupported,
  429: serverMessages.tooManyRequests,
};

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
    request.log.error({ err: error }, 'request failed');
    return res.code(500).send(envelope(null, serverMessages.unexpectedError, 500));
  });
}
