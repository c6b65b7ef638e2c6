import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { routes } from './route-table';
import { startSession } from '@/lib/start-session';

vi.mock('@/lib/start-session', () => ({ startSession: vi.fn() }));

let answerRefresh: (session: null) => void;

beforeEach(() => {
  // The start-up refresh stays unanswered until a test answers it.
  vi.mocked(startSession).mockReturnValue(
    new Promise((resolve) => {
      answerRefresh = resolve;
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: null }))),
  );
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the first paint', () => {
  it('draws the landing page before the start-up session refresh answers', async () => {
    renderAt('/welcome');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(startSession).not.toHaveBeenCalled();
  });

  it('holds a guarded route until the refresh answers, then lets the guard decide', async () => {
    const router = renderAt('/collections');
    await waitFor(() => expect(startSession).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/collections');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    answerRefresh(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
