import { setTimeout as delay } from 'node:timers/promises';
import { registerMessages } from '@kolekt/shared/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { post, validRegistration } from '../test/auth-helpers';
import { startSmtpCatcher } from '../test/smtp-catcher';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { deliverOutboxMail } from './deliver-outbox-mail';
import { createMailTransport } from './create-mail-transport';

describe('the mail outbox', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let database: Database;
  const apps: TestApp[] = [];
  let person = 0;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    database = await openTestDatabase();
  });
  afterEach(() => smtp.refuse(false));
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await database.close();
    await smtp.close();
  });

  /** An api instance on the shared database; a failed delivery is retried after 1 s, 2 s, … */
  async function startApp() {
    const t = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' },
      { database },
    );
    apps.push(t);
    return t;
  }

  async function register(t: TestApp) {
    person++;
    const email = `person${person}@example.com`;
    const reply = await post(
      t.app,
      '/api/auth/register',
      { ...validRegistration, userName: `person_${person}`, email },
      { 'accept-language': 'en' },
      `10.0.0.${person}`,
    );
    expect(reply.statusCode).toBe(201);
    return { email, reply };
  }

  const outboxTo = (email: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  async function untilRow(email: string, done: (row: typeof mailOutbox.$inferSelect) => boolean) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [row] = await outboxTo(email);
      if (row && done(row)) return row;
      if (Date.now() > deadline) throw new Error(`the outbox row to ${email} never got there`);
      await delay(100);
    }
  }
  const untilAttempts = (email: string, attempts: number) =>
    untilRow(email, (row) => row.attempts >= attempts);

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to === email);

  it('queues the code with the account and says it is being sent, not that it was', async () => {
    const t = apps[0] ?? (await startApp());
    const { email, reply } = await register(t);
    expect(reply.json().message).toBe(registerMessages.registered);
    expect(registerMessages.registered).toContain('We are sending');
    expect(await smtp.codeFor(email)).toMatch(/^[A-Z0-9]{6}$/);

    const row = await untilRow(email, (sent) => sent.sentAt !== null);
    expect(row).toMatchObject({ attempts: 1, lastError: null, subject: expect.any(String) });
    // Delivered: the code no longer sits in the database in clear.
    expect(row.text).toBe('');
  });

  it('delivers the code once the mail server is back from an outage', async () => {
    const t = apps[0] ?? (await startApp());
    smtp.refuse(true);
    const { email } = await register(t);
    const failed = await untilAttempts(email, 2);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/421|not available/i);
    expect(mailsTo(email)).toEqual([]);

    smtp.refuse(false);
    const code = await smtp.codeFor(email, 15_000);
    const verified = await post(t.app, '/api/auth/verify-email', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    await delay(1500);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('hands pending mail to the next app started on the same database', async () => {
    const first = apps[0] ?? (await startApp());
    smtp.refuse(true);
    const { email } = await register(first);
    await untilAttempts(email, 1);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    smtp.refuse(false);
    const next = await startApp();
    const code = await smtp.codeFor(email, 15_000);
    expect((await post(next.app, '/api/auth/verify-email', { email, otp: code })).statusCode).toBe(
      200,
    );
  });

  it('sends every message once, whichever of several instances works the queue', async () => {
    while (apps.length < 3) await startApp();
    const emails: string[] = [];
    for (let i = 0; i < 9; i++) emails.push((await register(apps[i % 3]!)).email);
    for (const email of emails) await smtp.codeFor(email, 15_000);
    await delay(2500);
    expect(emails.map((email) => mailsTo(email).length)).toEqual(emails.map(() => 1));

    // A delivery job run again for a message already sent sends nothing.
    const [row] = await outboxTo(emails[0]!);
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'a@b.c' });
    await deliverOutboxMail({ db: database.db, transport, outboxId: row!.id });
    transport.close();
    expect(mailsTo(emails[0]!)).toHaveLength(1);
  });

  it('writes no mail when the transaction it belongs to rolls back', async () => {
    const t = apps[0] ?? (await startApp());
    await database.db
      .transaction(async (tx) => {
        await t.app.ctx.mailer.send(
          { to: 'never@example.com', subject: 'Never', text: 'Never sent' },
          { db: tx },
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    await delay(1500);
    expect(await outboxTo('never@example.com')).toEqual([]);
    expect(mailsTo('never@example.com')).toEqual([]);
  });
});
