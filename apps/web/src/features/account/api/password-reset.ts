import type { ForgotPasswordInput, ResetPasswordInput } from '@kolekt/shared/account';
import { apiRequest } from '@/lib/api-client';

/** Mails a reset code; the server answers the same whether or not the address has an account. */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiRequest<null>('auth/forgot-password', { method: 'POST', form: input });
}

/** Sets the new password with the mailed code; every session of the user ends. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest<null>('auth/reset-password', { method: 'POST', form: input });
}
