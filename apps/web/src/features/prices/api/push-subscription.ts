import type { PushSubscriptionInput } from '@kolekt/shared/price';
import { apiData } from '@/lib/api-client';

/** The server's VAPID public key, which a browser's push subscription is made for. */
export async function getPushPublicKey() {
  const { publicKey } = await apiData<{ publicKey: string }>('push/public-key');
  return publicKey;
}

/** Tells the server where to push this device's alerts. */
export function savePushSubscription(subscription: PushSubscriptionInput) {
  return apiData<null>('push/subscription', { method: 'POST', json: subscription });
}

export function deletePushSubscription(endpoint: string) {
  return apiData<null>('push/subscription', { method: 'DELETE', json: { endpoint } });
}
