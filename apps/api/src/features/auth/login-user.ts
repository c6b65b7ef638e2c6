import type { LoginInput } from '@kolekt/shared/auth';
import { loginMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { forbidden, tooManyRequests, unauthorized } from '../../http/app-error';
import { findUserByEmail } from './find-user';
import { verifyPassword } from './password';
import { startSession } from './session';

/**
 * Takes a failed-login point from the account and from the address before the password is
 * checked: taking is one atomic step of the store, so concurrent guesses cannot all pass a
 * check made before any of them is counted. A point that turns out not to count is given back.
 */
async function takeLoginPoints(ctx: AppContext, email: string, address: string) {
  const { loginAccount, loginAddress } = ctx.limiters;
  const [account, fromAddress] = await Promise.all([
    loginAccount.take(email),
    loginAddress.take(address),
  ]);
  if (account.allowed && fromAddress.allowed) return;
  if (account.allowed) await loginAccount.refund(email);
  if (fromAddress.allowed) await loginAddress.refund(address);
  const waits = [account, fromAddress].map((taken) =>
    taken.allowed ? 0 : taken.retryAfterSeconds,
  );
  throw tooManyRequests(loginMessages.tooMany, Math.max(...waits));
}

/**
 * Password sign-in. Failures count per account and per client address; an unknown e-mail and
 * a wrong password get the same answer after the same work.
 */
export async function loginUser(options: { ctx: AppContext; input: LoginInput; address: string }) {
  const { ctx, input, address } = options;
  const email = input.email.trim().toLowerCase();
  await takeLoginPoints(ctx, email, address);

  const user = await findUserByEmail(ctx.database.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) throw unauthorized(loginMessages.invalid);

  // The right password: earlier failures on the account are forgiven, this try never counted.
  await Promise.all([
    ctx.limiters.loginAccount.reset(email),
    ctx.limiters.loginAddress.refund(address),
  ]);
  if (!user.emailVerifiedAt) throw forbidden(loginMessages.notVerified);
  return startSession(ctx, user);
}
