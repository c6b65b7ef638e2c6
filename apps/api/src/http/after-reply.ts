import type { FastifyInstance } from 'fastify';
import type { AfterReply } from '../lib/after-reply';

/**
 * Runs work once the reply is on its way, so the reply neither waits for it nor tells by its
 * timing what the work found. Failures are logged; closing the app waits for what still runs.
 */
export function createAfterReply(app: FastifyInstance): AfterReply {
  const running = new Set<Promise<void>>();
  // A plugin's onClose runs before the root's, which closes the database and the mailer.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (label, work) => {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, `${label} failed`))
      .finally(() => running.delete(task));
    running.add(task);
  };
}
