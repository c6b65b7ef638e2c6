import type { LoginInput } from '@kolekt/shared/auth';
import type { Session } from '@kolekt/shared/user';
import { apiRequest } from '@/lib/api-client';

export function login(input: LoginInput) {
  return apiRequest<Session>('auth/login', { method: 'POST', form: input });
}
