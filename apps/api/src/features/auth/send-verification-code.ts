import type { Language } from '@kolekt/shared/constants';
import type { AppContext } from '../../context';
import { verificationEmail } from '../../mail/verification-email';

/**
 * Mails a code. A mail server that is down must not undo the account: the failure is logged
 * and the user can ask for a new code.
 */
export async function sendVerificationCode(options: {
  ctx: AppContext;
  userId: string;
  to: string;
  name: string;
  code: string;
  language: Language;
}) {
  const { ctx, ...mail } = options;
  try {
    await ctx.mailer.send(verificationEmail(mail));
  } catch (error) {
    ctx.log.error({ err: error, userId: options.userId }, 'verification e-mail could not be sent');
  }
}
