import { serverMessages } from '@kolekt/shared/server-messages';
import * as z from 'zod';
import type { Config } from '../../config/config';
import { AppError, unauthorized } from '../../lib/errors';

const tokenInfoSchema = z.object({ aud: z.string(), sub: z.string().optional() });
const userInfoSchema = z.object({
  sub: z.string(),
  email: z.email(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

export interface GoogleProfile {
  googleId: string;
  email: string;
  givenName: string;
  familyName: string;
}

async function getJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw unauthorized(serverMessages.googleFailed);
  return response.json();
}

/**
 * Checks an access token with Google: token-info proves it was issued to our client id (a token
 * for another app is refused), user-info gives the verified e-mail and names.
 */
export async function fetchGoogleProfile(
  google: Config['google'],
  accessToken: string,
): Promise<GoogleProfile> {
  if (!google.clientId) throw unauthorized(serverMessages.googleNotConfigured);
  try {
    const info = tokenInfoSchema.parse(
      await getJson(`${google.tokenInfoUrl}?access_token=${encodeURIComponent(accessToken)}`),
    );
    if (info.aud !== google.clientId) throw unauthorized(serverMessages.googleFailed);
    const user = userInfoSchema.parse(
      await getJson(google.userInfoUrl, { headers: { authorization: `Bearer ${accessToken}` } }),
    );
    const verified = user.email_verified === true || user.email_verified === 'true';
    if ((info.sub && info.sub !== user.sub) || !verified) {
      throw unauthorized(serverMessages.googleFailed);
    }
    const [first = '', ...rest] = (user.name ?? '').split(' ');
    return {
      googleId: user.sub,
      email: user.email.toLowerCase(),
      givenName: user.given_name ?? first,
      familyName: user.family_name ?? rest.join(' '),
    };
  } catch (error) {
    // Whatever goes wrong talking to Google (bad JSON, network, time limit) is a failed sign-in.
    if (error instanceof AppError) throw error;
    throw unauthorized(serverMessages.googleFailed);
  }
}
