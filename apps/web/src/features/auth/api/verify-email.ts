import type { VerifyEmailInput } from '@kolekt/shared/auth';
import type { RetryAfterData } from '@kolekt/shared/envelope';
import { apiRequest } from '@/lib/api-client';

export function verifyEmail(input: VerifyEmailInput) {
  return apiRequest<null>('auth/verify-email', { method: 'POST', form: input });
}

/** Sent or refused (429), the reply says how long until the next code may be asked for. */
export function resendCode(email: string) {
  return apiRequest<RetryAfterData>('auth/resend-code', { method: 'POST', form: { email } });
}
