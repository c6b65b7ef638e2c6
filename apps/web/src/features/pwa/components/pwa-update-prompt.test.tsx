import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PwaUpdatePrompt } from './pwa-update-prompt';

/** What the app hands vite-plugin-pwa's hook, and what the hook answers. */
const sw = vi.hoisted(() => ({
  needRefresh: true,
  options: {} as { onNeedReload?: () => void },
  updateServiceWorker: vi.fn<(reload?: boolean) => Promise<void>>(),
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: (options: typeof sw.options) => {
    sw.options = options;
    return {
      needRefresh: [sw.needRefresh, vi.fn()],
      offlineReady: [false, vi.fn()],
      updateServiceWorker: sw.updateServiceWorker,
    };
  },
}));

/** A waiting worker whose state the test moves on, as the browser would. */
class FakeWorker extends EventTarget {
  state = 'installed';
  activate() {
    this.state = 'activated';
    this.dispatchEvent(new Event('statechange'));
  }
}

let waiting: FakeWorker | null;
const reload = vi.fn();

function serveWorkers(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, getRegistration: () => Promise.resolve({ waiting }) },
  });
}

beforeEach(() => {
  sw.needRefresh = true;
  waiting = new FakeWorker();
  sw.updateServiceWorker.mockImplementation(() => {
    // skipWaiting: the waiting worker activates a moment later.
    setTimeout(() => waiting?.activate(), 0);
    return Promise.resolve();
  });
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  vi.restoreAllMocks();
  reload.mockReset();
  sw.updateServiceWorker.mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PwaUpdatePrompt', () => {
  it('offers nothing on a first visit, when no worker controls the page yet', () => {
    serveWorkers(null);
    render(<PwaUpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('offers nothing while no newer version waits', () => {
    serveWorkers({});
    sw.needRefresh = false;
    render(<PwaUpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('activates the waiting worker on Update, hides the banner and reloads once', async () => {
    serveWorkers({});
    render(<PwaUpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('A new update is available!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update' }));

    expect(sw.updateServiceWorker).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // The plugin's own signal after the takeover does not reload a second time.
    act(() => sw.options.onNeedReload?.());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads straight away when another tab has already activated the new worker', async () => {
    serveWorkers({});
    waiting = null;
    render(<PwaUpdatePrompt />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
  });
});
