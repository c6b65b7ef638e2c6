import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { sidebarCookieName, useSidebarStore } from '../stores/sidebar-store';
import { CollectionsSidebar } from './collections-sidebar';

const fetchMock = vi.fn<typeof fetch>();

function setViewport(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport(
    { width, height: 800 },
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    envelopeResponse({
      success: true,
      data: { items: [], pageIndex: 1, pageSize: 5, totalCount: 0, hasNextPage: false },
    }),
  );
  setViewport(1280);
  useSidebarStore.setState({ open: true, openMobile: false });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  document.cookie = `${sidebarCookieName}=; max-age=0; path=/`;
});

const panelWidth = () => screen.getByRole('complementary', { name: 'My collections' }).className;

describe('CollectionsSidebar', () => {
  it('toggles with Ctrl+b and Cmd+b and remembers the state in a cookie', async () => {
    const user = userEvent.setup();
    const cookie = vi.spyOn(document, 'cookie', 'set');
    renderWithProviders(<CollectionsSidebar selectedId={undefined} onSelect={vi.fn()} />);
    expect(panelWidth()).toContain('w-64');
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();

    await user.keyboard('{Control>}b{/Control}');
    expect(panelWidth()).toContain('w-12');
    expect(cookie).toHaveBeenLastCalledWith(
      `${sidebarCookieName}=false; path=/; max-age=604800; samesite=lax`,
    );

    await user.keyboard('{Meta>}b{/Meta}');
    expect(panelWidth()).toContain('w-64');
    expect(cookie).toHaveBeenLastCalledWith(
      `${sidebarCookieName}=true; path=/; max-age=604800; samesite=lax`,
    );
  });

  it('gives the whole archived heading as its title, where a narrow sidebar cuts it', async () => {
    renderWithProviders(<CollectionsSidebar selectedId={undefined} onSelect={vi.fn()} />);
    expect(await screen.findByTitle('Archived Collections')).toHaveTextContent(
      /^Archived Collections$/,
    );
  });

  it('shows 5 skeletons while the list loads', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderWithProviders(<CollectionsSidebar selectedId={undefined} onSelect={vi.fn()} />);
    expect(screen.getAllByRole('status', { name: 'Loading...' })[0]?.children).toHaveLength(5);
  });

  it('opens as an overlay on mobile without touching the desktop cookie', async () => {
    setViewport(390);
    const user = userEvent.setup();
    const cookie = vi.spyOn(document, 'cookie', 'set');
    renderWithProviders(<CollectionsSidebar selectedId={undefined} onSelect={vi.fn()} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await user.keyboard('{Control>}b{/Control}');
    expect(panelWidth()).toContain('w-72');
    expect(cookie).not.toHaveBeenCalled();
  });

  it('keeps the named list toggle and "Create collection" in view on a phone', () => {
    setViewport(390);
    renderWithProviders(<CollectionsSidebar selectedId={undefined} onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Collections list' })).toHaveTextContent(
      'Collections list',
    );
    expect(screen.getByRole('button', { name: 'Create collection' })).toBeInTheDocument();
  });
});
