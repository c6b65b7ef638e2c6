import type { Session } from '@kolekt/shared/user';
import { apiRequest } from '@/lib/api-client';

/** Exchanges Google's access token for a Kolekt session. */
export function googleLogin(token: string) {
  return apiRequest<Session>('auth/google-login', { method: 'POST', form: { token } });
}
