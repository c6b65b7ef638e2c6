import type { PublicConfig } from '@kolekt/shared/user';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Run-time settings (Google client id, scraper address, error-reporting DSN). */
export async function getPublicConfig(): Promise<PublicConfig | null> {
  const [reply, { publicConfigSchema }] = await Promise.all([
    apiRequest<PublicConfig>('config'),
    import('@kolekt/shared/user'),
  ]);
  const parsed = publicConfigSchema.safeParse(reply.data);
  return reply.success && parsed.success ? parsed.data : null;
}

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
}
