import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);
}

describe('lazyWithPreload', () => {
  it('renders at once, with no fallback, once preloaded', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve(Greeting));
    await Lazy.preload();
    renderInSuspense(<Lazy name="Ada" />);
    // Synchronously after render: plain React.lazy would still show the fallback here.
    expect(screen.getByText('hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('loads on first render like React.lazy when not preloaded, fetching once', async () => {
    let loads = 0;
    const Lazy = lazyWithPreload(() => {
      loads++;
      return Promise.resolve(Greeting);
    });
    renderInSuspense(<Lazy name="Ada" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello Ada')).toBeInTheDocument();
    await act(() => Lazy.preload());
    expect(loads).toBe(1);
  });

  it('asks again after a failed fetch', async () => {
    let attempt = 0;
    const Lazy = lazyWithPreload(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting),
    );
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    renderInSuspense(<Lazy name="Ada" />);
    expect(screen.getByText('hello Ada')).toBeInTheDocument();
  });
});
