import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const uploadLimitBytes = 5 * 1024 * 1024;

/** Requests whose multipart body is being read right now (between the two hooks below). */
const readingForm = new WeakSet<FastifyRequest>();

/**
 * Multipart forms (how the web app sends a form) become `request.body` as name → value, files
 * as Buffers. A form with no boundary, or cut short, makes the parser throw plain errors with no
 * status; the hooks around the plugin's own mark those as the client's, so they answer 400.
 * They are plain callbacks that only mark multipart requests (decision 0027).
 */
export async function registerFormBodies(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) readingForm.add(request);
    done();
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: uploadLimitBytes, files: 1, fields: 50, fieldSize: 64 * 1024 },
  });
  app.addHook('preValidation', (request, _reply, done) => {
    readingForm.delete(request);
    done();
  });
}

/** True when the error was thrown while the request's form body was being read. */
export function failedReadingForm(request: FastifyRequest): boolean {
  return readingForm.has(request);
}
