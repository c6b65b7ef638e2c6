import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { findRegistration } from '../features/auth/registrations';
import { issueVerificationCode } from '../features/auth/verification-code';

export const validRegistration = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayse_yilmaz',
  email: 'ayse@example.com',
  password: 'Str0ng!pass',
};

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'kolekt_rt')?.value;
}

/** Sends a form the way the web app does: multipart, one field per value. */
export function multipart(fields: Record<string, string>) {
  const boundary = '----kolekt-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const form = multipart(body);
  return app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
    remoteAddress,
  });
}

/**
 * A verified account made through the real sign-up: register, a code issued for the sign-up the
 * way a resend issues one (tests without a mail catcher cannot read the mailed one), then verify
 * with the sign-up's password. Answers the account's address.
 */
export async function registerVerified(
  app: FastifyInstance,
  account: Record<string, string> & { email: string; password: string },
  remoteAddress?: string,
): Promise<string> {
  const registered = await post(app, '/api/auth/register', account, {}, remoteAddress);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const registration = await findRegistration(app.ctx.database.db, account.email);
  if (!registration) throw new Error('the sign-up was not stored');
  const otp = await issueVerificationCode({
    db: app.ctx.database.db,
    codeKey: app.ctx.secrets.codeKey,
    owner: { registrationId: registration.id },
  });
  const verified = await post(
    app,
    '/api/auth/verify-email',
    { email: account.email, otp, password: account.password },
    {},
    remoteAddress,
  );
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  return account.email.trim().toLowerCase();
}
