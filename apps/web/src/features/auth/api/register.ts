import type { RegisterInput } from '@kolekt/shared/auth';
import { apiRequest } from '@/lib/api-client';

/** confirmPassword stays in the browser: only the fields of the register schema are sent. */
export function register({ name, surname, userName, email, password }: RegisterInput) {
  return apiRequest<{ email: string }>('auth/register', {
    method: 'POST',
    form: { name, surname, userName, email, password },
  });
}
