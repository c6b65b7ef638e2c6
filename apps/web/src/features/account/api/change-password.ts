import type { ChangePasswordInput } from '@kolekt/shared/account';
import type { Session } from '@kolekt/shared/user';
import { apiRequest } from '@/lib/api-client';

/** Answers a fresh session (other sessions end), as login does. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest<Session>('user/password', { method: 'POST', form: input });
}
