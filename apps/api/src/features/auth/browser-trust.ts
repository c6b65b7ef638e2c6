import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { hmacHex, safeEqualHex } from '../../lib/secrets';

/**
 * A browser that signed in to an account before carries a token for it (OWASP's "device
 * cookies"): its tries skip the wait that strangers' wrong guesses put on the account, so those
 * guesses can never lock the owner out of the browser they use (decision 0056). One cookie holds
 * the tokens of the last few accounts signed in from the browser; each is the account's address
 * and a nonce, signed, so the server keeps nothing.
 */
export const trustCookieName = 'kolekt_trust';
const trustCookiePath = '/api/auth';
const accountsPerBrowser = 5;
const trustLifetimeMs = 365 * 24 * 60 * 60 * 1000;

const sign = (key: Buffer, email: string, nonce: string) =>
  hmacHex(key, `${email}|${nonce}`).slice(0, 32);

function tokensOf(cookie: string | undefined): { nonce: string; signature: string }[] {
  return (cookie ?? '')
    .split('.')
    .slice(0, accountsPerBrowser)
    .map((token) => {
      const [nonce = '', signature = ''] = token.split('~');
      return { nonce, signature };
    })
    .filter(
      ({ nonce, signature }) => /^[\w-]{22}$/.test(nonce) && /^[0-9a-f]{32}$/.test(signature),
    );
}

/** The nonce of the cookie's token for this account, when the cookie has a genuine one. */
export function trustedBrowser(key: Buffer, cookie: string | undefined, email: string) {
  const token = tokensOf(cookie).find(({ nonce, signature }) =>
    safeEqualHex(signature, sign(key, email, nonce)),
  );
  return token?.nonce ?? null;
}

/** The cookie after a sign-in to this account: its token first, the oldest others dropped. */
export function trustCookieAfterSignIn(key: Buffer, cookie: string | undefined, email: string) {
  const nonce = trustedBrowser(key, cookie, email) ?? randomBytes(16).toString('base64url');
  const others = tokensOf(cookie).filter((token) => token.nonce !== nonce);
  return [{ nonce, signature: sign(key, email, nonce) }, ...others]
    .slice(0, accountsPerBrowser)
    .map((token) => `${token.nonce}~${token.signature}`)
    .join('.');
}

export function setTrustCookie(reply: FastifyReply, ctx: AppContext, value: string) {
  reply.setCookie(trustCookieName, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.nodeEnv !== 'development',
    path: trustCookiePath,
    expires: new Date(Date.now() + trustLifetimeMs),
  });
}
