import type { PushSubscriptionInput } from '@kolekt/shared/price';
import { serverMessages } from '@kolekt/shared/server-messages';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import {
  deletePushSubscription,
  getPushPublicKey,
  savePushSubscription,
} from '../api/push-subscription';
import { vapidKeyBytes } from '../lib/vapid-key';

/** Whether this device can show Kolekt's push alerts, and whether it does. */
export type PushDeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * How long to wait for the offline worker: on a first visit it is still installing when the
 * settings open, and only a worker that never comes (development, a browser that refused it)
 * means this device cannot show pushes.
 */
export const workerWaitMs = 10_000;

/** The offline worker, which shows the pushes, once active; undefined if it does not come. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), workerWaitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

async function readState(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription = await worker.pushManager.getSubscription();
  return Notification.permission === 'granted' && subscription ? 'on' : 'off';
}

/** This device's push subscription: its state, and turning it on (asking first) or off. */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>('checking');

  useEffect(() => {
    let current = true;
    void readState().then((read) => {
      if (current) setState(read);
    });
    return () => {
      current = false;
    };
  }, []);

  /** Resolves to the new state; throws when the server or the push service refuses. */
  const enable = useCallback(async (): Promise<PushDeviceState> => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      const next = permission === 'denied' ? 'blocked' : 'off';
      setState(next);
      return next;
    }
    const worker = await registration();
    if (!worker) {
      setState('unsupported');
      return 'unsupported';
    }
    const applicationServerKey = vapidKeyBytes(await getPushPublicKey());
    const subscribe = async () => {
      const made = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      });
      await savePushSubscription(made.toJSON() as PushSubscriptionInput);
    };
    try {
      await subscribe();
    } catch (error) {
      // Another account that used this browser still owns its endpoint (decision 0047): a new
      // one is made here, and the old one is forgotten once the push service says it is gone.
      if (!(error instanceof ApiError) || error.message !== serverMessages.pushEndpointTaken) {
        throw error;
      }
      await (await worker.pushManager.getSubscription())?.unsubscribe();
      await subscribe();
    }
    setState('on');
    return 'on';
  }, []);

  const disable = useCallback(async () => {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (subscription) {
      await deletePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState('off');
  }, []);

  return { state, enable, disable };
}
