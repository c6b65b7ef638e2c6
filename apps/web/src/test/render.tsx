import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryDefaults } from '@/lib/query-defaults';

interface RenderOptions {
  path?: string;
  initialEntries?: InitialEntry[];
  /** Extra routes, e.g. the page a successful form navigates to. */
  routes?: { path: string; element: ReactElement }[];
}

/** Renders a component inside a memory router and a fresh query client. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', initialEntries = [path], routes = [] } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries });
  const queryClient = new QueryClient({
    defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** A fetch reply carrying the api envelope. */
export function envelopeResponse(
  body: { success: boolean; message?: string; data?: unknown; statusCode?: number },
  status = body.statusCode ?? (body.success ? 200 : 400),
) {
  return new Response(JSON.stringify({ message: '', data: null, statusCode: status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
