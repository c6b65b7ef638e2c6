import type { DeleteAccountInput } from '@kolekt/shared/account';
import { apiRequest } from '@/lib/api-client';

export function deleteAccount(input: DeleteAccountInput) {
  return apiRequest<null>('user', { method: 'DELETE', form: input });
}
