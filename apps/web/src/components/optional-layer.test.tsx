import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { OptionalLayer } from './optional-layer';

const Toasts = () => <p>toasts</p>;

/** The route's error screen, as the router's boundary draws it. */
class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>error screen</p> : this.props.children;
  }
}

function renderPage(layer: ReactNode) {
  return render(
    <RouteBoundary>
      <main>page</main>
      <OptionalLayer>
        <Suspense fallback={null}>{layer}</Suspense>
      </OptionalLayer>
    </RouteBoundary>,
  );
}

describe('OptionalLayer', () => {
  it('leaves out a layer whose code did not arrive, keeps the page, and asks again once online', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Offline until the test says otherwise: every fetch of the layer's code fails.
    let online = false;
    const Layer = lazyWithPreload(() =>
      online
        ? Promise.resolve(Toasts)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderPage(<Layer />);
    // React reports the error its boundary caught.
    await vi.waitFor(() => expect(reported).toHaveBeenCalled());
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('error screen')).not.toBeInTheDocument();
    expect(screen.queryByText('toasts')).not.toBeInTheDocument();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('toasts')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('passes any other error on to the route', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('a bug');
    }
    renderPage(<Broken />);
    expect(screen.getByText('error screen')).toBeInTheDocument();
  });
});
