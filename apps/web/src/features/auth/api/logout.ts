import { apiRequest } from '@/lib/api-client';

export function logout(userId: string) {
  return apiRequest<null>('auth/logout', { method: 'POST', json: { userId } });
}
