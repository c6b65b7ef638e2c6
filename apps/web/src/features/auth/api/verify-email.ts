import type { VerifyEmailInput } from '@kolekt/shared/auth';
import { apiRequest } from '@/lib/api-client';

export function verifyEmail(input: VerifyEmailInput) {
  return apiRequest<null>('auth/verify-email', { method: 'POST', form: input });
}

export function resendCode(email: string) {
  return apiRequest<null>('auth/resend-code', { method: 'POST', form: { email } });
}
