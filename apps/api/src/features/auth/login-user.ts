import type { LoginInput } from '@kolekt/shared/auth';
import { loginMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { forbidden, tooManyRequests, unauthorized } from '../../http/app-error';
import { findUserByEmail } from './find-user';
import { verifyPassword } from './password';
import { startSession } from './session';

/**
 * Password sign-in. Failures count per account and per client address; an unknown e-mail and
 * a wrong password get the same answer after the same work.
 */
export async function loginUser(options: { ctx: AppContext; input: LoginInput; address: string }) {
  const { ctx, input, address } = options;
  const email = input.email.trim().toLowerCase();
  const { loginAccount, loginAddress } = ctx.limiters;
  if ((await loginAccount.isBlocked(email)) || (await loginAddress.isBlocked(address))) {
    throw tooManyRequests(loginMessages.tooMany);
  }

  const user = await findUserByEmail(ctx.database.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) {
    await Promise.all([loginAccount.consume(email), loginAddress.consume(address)]);
    throw unauthorized(loginMessages.invalid);
  }
  if (!user.emailVerifiedAt) throw forbidden(loginMessages.notVerified);

  await loginAccount.reset(email);
  return startSession(ctx, user);
}
