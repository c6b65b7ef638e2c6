import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PushDeviceControl } from './push-device-control';

vi.mock('../api/push-subscription', () => ({
  getPushPublicKey: vi.fn(async () => 'BNc'),
  savePushSubscription: vi.fn(async () => undefined),
  deletePushSubscription: vi.fn(async () => undefined),
}));

const device = (key: string) => i18next.t(`prices.preferences.device.${key}`);

let activate: (registration: unknown) => void;
const subscribe = vi.fn();
const requestPermission = vi.fn();

beforeEach(() => {
  // The worker is still installing on a first visit: `ready` settles later.
  const ready = new Promise((resolve) => {
    activate = resolve;
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready, getRegistration: async () => undefined },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  subscribe.mockReset();
  requestPermission.mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const registration = {
  pushManager: { getSubscription: async () => null, subscribe },
};

it('says it is checking while the worker installs, then offers to allow, never "cannot"', async () => {
  render(<PushDeviceControl onEnabled={() => undefined} />);
  expect(screen.getByRole('status')).toHaveTextContent(device('checking'));
  expect(screen.queryByText(device('unsupported'))).not.toBeInTheDocument();
  await act(async () => activate(registration));
  expect(await screen.findByText(device('off'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: device('allow') })).toBeEnabled();
});

it('explains a refused permission and a failed subscription beside the button', async () => {
  render(<PushDeviceControl onEnabled={() => undefined} />);
  await act(async () => activate(registration));
  const allow = await screen.findByRole('button', { name: device('allow') });

  // The browser's question closed without an answer.
  requestPermission.mockResolvedValueOnce('default');
  await userEvent.click(allow);
  expect(await screen.findByRole('alert')).toHaveTextContent(device('dismissed'));

  // Allowed, but the push service refuses the subscription.
  requestPermission.mockResolvedValueOnce('granted');
  subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
  await userEvent.click(allow);
  expect(await screen.findByRole('alert')).toHaveTextContent(device('failed'));

  // Denied: the state itself says how to allow them again.
  requestPermission.mockResolvedValueOnce('denied');
  await userEvent.click(allow);
  expect(await screen.findByRole('status')).toHaveTextContent(device('blocked'));
});

it('says this browser cannot show them only when the worker never comes', async () => {
  vi.useFakeTimers();
  try {
    render(<PushDeviceControl onEnabled={() => undefined} />);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('status')).toHaveTextContent(device('unsupported'));
  } finally {
    vi.useRealTimers();
  }
});
