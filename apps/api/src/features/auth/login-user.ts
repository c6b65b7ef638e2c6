import type { LoginInput } from '@kolekt/shared/auth';
import { loginMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import type { AfterReply } from '../../lib/after-reply';
import { forbidden, unauthorized } from '../../lib/errors';
import { asLanguage } from '../../lib/language';
import { accountNoticeEmail } from '../../mail/account-notice-email';
import { trustCookieAfterSignIn, trustedBrowser } from './browser-trust';
import { findUserByEmail } from './find-user';
import { verifyPassword } from './password';
import { findRegistration } from './registrations';
import { startSession } from './session';
import { startSignInAttempt, throttleRules } from './sign-in-throttle';

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** Tells the owner, once a day at most, that strangers keep guessing the account's password. */
async function noticeOwner(ctx: AppContext, user: User) {
  const taken = await ctx.limiters.failedSignInNotice.take(user.id);
  if (!taken.allowed) return;
  const notice = accountNoticeEmail({
    kind: 'failed-sign-ins',
    to: user.email,
    name: user.name,
    language: asLanguage(user.language),
  });
  await ctx.mailer.send(notice);
}

/**
 * Password sign-in. Wrong passwords slow the client and the account down (sign-in-throttle.ts);
 * an unknown e-mail and a wrong password get the same answer after the same work. A sign-up that
 * was never proven signs in nowhere: its own password only hears that the address needs
 * verifying, whether or not the address also has an account.
 */
export async function loginUser(options: {
  ctx: AppContext;
  input: LoginInput;
  /** The client's address group (IPv6 per /64). */
  address: string;
  trustCookie: string | undefined;
  afterReply: AfterReply;
}) {
  const { ctx, input, trustCookie, afterReply } = options;
  const db = ctx.database.db;
  const email = input.email.trim().toLowerCase();
  const attempt = await startSignInAttempt(ctx, {
    email,
    client: options.address,
    trustedBrowser: trustedBrowser(ctx.secrets.trustKey, trustCookie, email),
  });

  const [user, registration] = await Promise.all([
    findUserByEmail(db, email),
    findRegistration(db, email),
  ]);
  if (user && (await verifyPassword(user.passwordHash, input.password))) {
    await attempt.succeeded();
    return {
      ...(await startSession(ctx, user)),
      trustCookie: trustCookieAfterSignIn(ctx.secrets.trustKey, trustCookie, email),
    };
  }
  if (!user) await verifyPassword(null, input.password);
  if (registration && (await verifyPassword(registration.passwordHash, input.password))) {
    await attempt.succeeded();
    throw forbidden(loginMessages.notVerified);
  }

  const { accountFailures } = await attempt.failed();
  if (user && accountFailures === throttleRules.account.free) {
    afterReply('failed sign-in notice', () => noticeOwner(ctx, user));
  }
  throw unauthorized(loginMessages.invalid);
}
