import type { SearchPass } from '@kolekt/shared/retailer-search';
import { apiRequest } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/**
 * GET /api/retailer-search/pass: the signed-in user's pass for one live search, so the scraper
 * counts it against the user rather than the address (decision 0054). Null for a guest, or when
 * none could be had: the search then goes as a guest's.
 */
export async function getSearchPass(signal: AbortSignal): Promise<string | null> {
  if (!useSessionStore.getState().user) return null;
  const reply = await apiRequest<SearchPass>('retailer-search/pass', { signal });
  return reply.success ? (reply.data?.pass ?? null) : null;
}
