import type {
  ChangeEmailInput,
  ChangeEmailStarted,
  EmailChanged,
  VerifyEmailChangeInput,
} from '@kolekt/shared/account';
import { apiRequest } from '@/lib/api-client';

/** Mails a code to the new address; nothing changes until the code comes back. */
export function requestEmailChange(input: ChangeEmailInput) {
  return apiRequest<ChangeEmailStarted>('user/email', { method: 'POST', form: input });
}

export function verifyEmailChange(input: VerifyEmailChangeInput) {
  return apiRequest<EmailChanged>('user/email/verify', { method: 'POST', form: input });
}
