import type { Language } from '@kolekt/shared/constants';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { verificationEmail } from '../../mail/verification-email';

/**
 * Queues the code's mail in the outbox, inside `db`'s transaction when given (the sign-up and its
 * code exist only with their mail). The outbox retries while the mail server is down.
 */
export async function sendVerificationCode(options: {
  ctx: AppContext;
  db?: DbOrTx;
  to: string;
  name: string;
  code: string;
  language: Language;
}) {
  const { ctx, db, ...mail } = options;
  await ctx.mailer.send(verificationEmail(mail), { db });
}
