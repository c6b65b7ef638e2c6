import type { PagedResult } from '@kolekt/shared/envelope';
import type { UserSearchResult } from '@kolekt/shared/user';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiData } from '@/lib/api-client';

/** As many people as the list under the username field shows. */
const suggestionCount = 6;
/** The search asks for 2 characters at least. */
const shortestQuery = 2;
const typingPauseMs = 250;

/** GET user/search: people whose name or username matches what the owner has typed so far. */
export function suggestUserNames(query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ query, pageIndex: '1', pageSize: String(suggestionCount) });
  return apiData<PagedResult<UserSearchResult>>(`user/search?${params}`, { signal });
}

/** Suggestions for the typed name (a leading @ left out), asked for once typing pauses. */
export function useUserNameSuggestions(typed: string): UserSearchResult[] {
  const query = typed.trim().replace(/^@/, '');
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), typingPauseMs);
    return () => clearTimeout(timer);
  }, [query]);
  const suggestions = useQuery({
    queryKey: ['members', 'user-name-suggestions', settled],
    queryFn: ({ signal }) => suggestUserNames(settled, signal),
    enabled: settled.length >= shortestQuery,
    placeholderData: keepPreviousData,
    select: (page) => page.items,
  });
  return query.length >= shortestQuery ? (suggestions.data ?? []) : [];
}
