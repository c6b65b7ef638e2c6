import type { AlertPreferences } from '@kolekt/shared/price';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { priceQueryKeys } from './price-query-keys';

/** Which channels carry the caller's price alerts. */
export function getAlertPreferences() {
  return apiData<AlertPreferences>('user/alert-preferences');
}

export function updateAlertPreferences(preferences: AlertPreferences) {
  return apiData<AlertPreferences>('user/alert-preferences', { method: 'PUT', json: preferences });
}

export function useAlertPreferences() {
  return useQuery({ queryKey: priceQueryKeys.alertPreferences, queryFn: getAlertPreferences });
}

export function useUpdateAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertPreferences,
    onSuccess: (saved) => queryClient.setQueryData(priceQueryKeys.alertPreferences, saved),
  });
}
