import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailTransport } from './mail-transport';

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends one outbox message unless it already went out, and records the attempt. A failure is
 * thrown so the queue retries it later. Once sent, the body (which may hold a code) is dropped.
 */
export async function deliverOutboxMail(options: {
  db: Db;
  transport: MailTransport;
  outboxId: string;
}) {
  const { db, outboxId } = options;
  const [mail] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, outboxId), isNull(mailOutbox.sentAt)))
    .returning();
  if (!mail) return;
  try {
    await options.transport.deliver({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ lastError: errorText(error) })
      .where(eq(mailOutbox.id, outboxId));
    throw error;
  }
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null, text: '', html: null })
    .where(eq(mailOutbox.id, outboxId));
}
