import type { Language } from '@kolekt/shared/constants';
import type { AppContext } from '../../context';
import { issueVerificationCode } from '../auth/verification-code';
import { accountCodeEmail, type AccountCodeKind } from './account-code-email';

/**
 * Issues a reset or e-mail-change code and puts its mail in the outbox, in one transaction: the
 * code exists only if its mail will go out, and a mail server that is down only delays it.
 */
export async function sendAccountCode(options: {
  ctx: AppContext;
  kind: AccountCodeKind;
  user: { id: string; name: string; language: string };
  to: string;
  language: Language;
}) {
  const { ctx, kind, user, to, language } = options;
  await ctx.database.db.transaction(async (tx) => {
    const code = await issueVerificationCode({
      db: tx,
      codeKey: ctx.secrets.codeKey,
      owner: { userId: user.id },
      purpose: kind,
      newEmail: kind === 'email_change' ? to : undefined,
    });
    await ctx.mailer.send(accountCodeEmail({ kind, to, name: user.name, code, language }), {
      db: tx,
    });
  });
}
