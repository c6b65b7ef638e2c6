import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` that can be fetched ahead of time. Plain lazy suspends on every first render, even
 * when its code is already in memory; once `preload()` has resolved, this renders at once, so
 * whatever needs to be there straight away (the search field after Ctrl/Cmd+K) is.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (offline, a new deploy) may be asked for again later.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the
    // component and lose its state.
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => loaded ?? Lazy,
    );
    return createElement(Component as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload });
}
