import type { PushSubscriptionInput } from '@kolekt/shared/price';
import { useCallback, useEffect, useState } from 'react';
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

/** The offline worker, which shows the pushes; none in development or where it is not installed. */
const registration = () => navigator.serviceWorker.getRegistration();

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
    const publicKey = await getPushPublicKey();
    const subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(publicKey),
    });
    await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
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
