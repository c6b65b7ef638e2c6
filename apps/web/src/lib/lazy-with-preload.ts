import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A chunk of the app's code that did not arrive (offline, a new deploy): worth asking again. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * `React.lazy` that can be fetched ahead of time. Plain lazy suspends on every first render, even
 * when its code is already in memory; once `preload()` has resolved, this renders at once, so
 * whatever needs to be there straight away (the search field after Ctrl/Cmd+K) is. A failed fetch
 * throws a ChunkLoadError, and the next mount asks again (React.lazy keeps a failure for good, so
 * each mount takes its own until the code is in).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw new ChunkLoadError(error);
      },
    ));

  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the
    // component and lose its state.
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => loaded ?? lazy(() => preload().then((component) => ({ default: component }))),
    );
    return createElement(Component as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload });
}
