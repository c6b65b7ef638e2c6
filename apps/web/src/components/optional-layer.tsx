import { Component, Fragment, type ReactNode } from 'react';
import { ChunkLoadError } from '@/lib/lazy-with-preload';

interface OptionalLayerState {
  error: unknown;
  attempt: number;
}

/**
 * Around a lazily loaded layer the page can live without (the dialogs' frame, the toasts, the
 * offline banner): when its code fails to arrive (the connection dropped before it was fetched, a
 * new deploy), the layer is left out instead of the page giving way to the error screen, and it is
 * asked for again when the connection returns. Any other error goes on to the route's boundary.
 */
export class OptionalLayer extends Component<{ children: ReactNode }, OptionalLayerState> {
  override state: OptionalLayerState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<OptionalLayerState> {
    return { error };
  }

  private retry = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override componentDidUpdate(_props: unknown, previous: OptionalLayerState) {
    if (this.state.error instanceof ChunkLoadError && !previous.error) {
      window.addEventListener('online', this.retry, { once: true });
    }
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    const { error, attempt } = this.state;
    if (error && !(error instanceof ChunkLoadError)) throw error;
    // A new key on each attempt mounts the layer afresh, so it fetches its code again.
    return error ? null : <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
