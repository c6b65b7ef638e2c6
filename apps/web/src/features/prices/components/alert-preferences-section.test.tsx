import type { AlertPreferences } from '@kolekt/shared/price';
import { serverMessages } from '@kolekt/shared/server-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { vapidKeyBytes } from '../lib/vapid-key';
import { AlertPreferencesSection } from './alert-preferences-section';

const publicKey =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const subscriptionJson = {
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
};

const fetchMock = vi.fn<typeof fetch>();
let stored: AlertPreferences;
const sent: { path: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  stored = { bell: true, email: true, push: false };
  sent.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ path, method, body: JSON.parse(String(init?.body)) });
    if (path === '/api/user/alert-preferences' && method === 'GET') {
      return envelopeResponse({ success: true, data: stored });
    }
    if (path === '/api/user/alert-preferences' && method === 'PUT') {
      stored = JSON.parse(String(init?.body)) as AlertPreferences;
      return envelopeResponse({ success: true, data: stored });
    }
    if (path === '/api/push/public-key')
      return envelopeResponse({ success: true, data: { publicKey } });
    if (path === '/api/push/subscription') return envelopeResponse({ success: true, data: null });
    throw new Error(`unexpected request ${method} ${path}`);
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

type BrowserSubscription = typeof subscriptionJson & {
  toJSON: () => unknown;
  unsubscribe: () => Promise<boolean>;
};

/**
 * A browser that can push: a worker registration, PushManager and Notification. Like a browser,
 * it keeps one subscription and hands it out again until it is unsubscribed; each new one has a
 * new endpoint.
 */
function pushCapableBrowser(permission: NotificationPermission) {
  let current: BrowserSubscription | null = null;
  let made = 0;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    if (!current) {
      made += 1;
      const endpoint = `${subscriptionJson.endpoint}${made > 1 ? `-${made}` : ''}`;
      const json = { ...subscriptionJson, endpoint };
      current = { ...json, toJSON: () => json, unsubscribe };
    }
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => 'granted' as const);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { subscribe, unsubscribe, requestPermission };
}

describe('AlertPreferencesSection', () => {
  it('shows the saved channels and saves each switch as it is turned', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AlertPreferencesSection />);
    const email = await screen.findByRole('switch', { name: 'E-mail' });
    expect(screen.getByRole('switch', { name: 'Notifications in Kolekt' })).toBeChecked();
    expect(email).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();

    await user.click(email);
    expect(await screen.findByText('Your alert settings are saved.')).toBeInTheDocument();
    expect(email).not.toBeChecked();
    expect(sent).toEqual([
      {
        path: '/api/user/alert-preferences',
        method: 'PUT',
        body: { bell: true, email: false, push: false },
      },
    ]);
  });

  it('says when this browser cannot receive pushes', async () => {
    renderWithProviders(<AlertPreferencesSection />);
    expect(
      await screen.findByText("This browser can't show push notifications from Kolekt."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Allow notifications/ })).not.toBeInTheDocument();
  });

  it('says when notifications are blocked', async () => {
    pushCapableBrowser('denied');
    renderWithProviders(<AlertPreferencesSection />);
    expect(await screen.findByText(/Notifications are blocked for Kolekt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Allow notifications/ })).not.toBeInTheDocument();
  });

  it('asks for permission, subscribes with the server’s key and turns the push channel on', async () => {
    const { subscribe, requestPermission } = pushCapableBrowser('default');
    const user = userEvent.setup();
    renderWithProviders(<AlertPreferencesSection />);
    await screen.findByRole('switch', { name: 'Push notifications' });
    await user.click(
      await screen.findByRole('button', { name: 'Allow notifications on this device' }),
    );
    expect(
      await screen.findByText('Push notifications are on for this device.'),
    ).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(publicKey),
    });
    expect(vapidKeyBytes(publicKey)).toHaveLength(65);
    expect(sent[0]).toEqual({
      path: '/api/push/subscription',
      method: 'POST',
      body: subscriptionJson,
    });
    expect(await screen.findByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(sent[1]).toEqual({
      path: '/api/user/alert-preferences',
      method: 'PUT',
      body: { bell: true, email: true, push: true },
    });
  });

  it('gives this browser a new endpoint when another account still owns its old one', async () => {
    const { unsubscribe } = pushCapableBrowser('default');
    const answer = fetchMock.getMockImplementation()!;
    let refusals = 1;
    fetchMock.mockImplementation(async (url, init) => {
      const response = await answer(url, init);
      if (String(url) !== '/api/push/subscription' || refusals-- <= 0) return response;
      return envelopeResponse({
        success: false,
        message: serverMessages.pushEndpointTaken,
        statusCode: 409,
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<AlertPreferencesSection />);
    await user.click(
      await screen.findByRole('button', { name: 'Allow notifications on this device' }),
    );
    expect(
      await screen.findByText('Push notifications are on for this device.'),
    ).toBeInTheDocument();
    expect(unsubscribe).toHaveBeenCalledOnce();
    const saved = sent.filter((request) => request.path === '/api/push/subscription');
    expect(saved.map((request) => (request.body as { endpoint: string }).endpoint)).toEqual([
      'https://push.example.com/send/abc',
      'https://push.example.com/send/abc-2',
    ]);
  });
});
