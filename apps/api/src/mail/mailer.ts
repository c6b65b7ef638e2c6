import { mailOutbox } from '../db/schema';
import type { Database, DbOrTx } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { mailDelivery } from './mail-delivery';
import type { MailMessage } from './mail-message';

export interface Mailer {
  /**
   * Puts the message in the outbox; the job queue delivers it, retrying while the mail server is
   * down. Given `db` (a transaction), the message goes out only if that transaction commits.
   */
  send(message: MailMessage, options?: { db?: DbOrTx }): Promise<void>;
}

/** The one way the app sends e-mail: an outbox row and its delivery job, written together. */
export function createOutboxMailer(options: { database: Database; jobs: JobQueue }): Mailer {
  const { database, jobs } = options;

  async function enqueue(db: DbOrTx, message: MailMessage) {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? null,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('outbox insert returned nothing');
    await jobs.send(mailDelivery, { outboxId: row.id }, { db });
  }

  return {
    async send(message, sendOptions = {}) {
      if (sendOptions.db) return enqueue(sendOptions.db, message);
      await database.db.transaction((tx) => enqueue(tx, message));
      // Committed: this instance's mail worker need not wait for its next poll.
      jobs.wake(mailDelivery);
    },
  };
}
