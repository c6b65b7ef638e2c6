import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { collectionFixture } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CollectionCard } from './collection-card';
import { CollectionHeader } from './collection-header';
import { SidebarCollectionItem } from './sidebar-collection-item';

// Stored in the language of registration (Turkish here); shown in the language on screen.
const favourites = collectionFixture({
  name: 'Favorilerim',
  isImmutable: true,
  isPublic: false,
  isEditable: true,
});

describe('the default collection’s name', () => {
  it('follows the interface language in the sidebar, the header and on cards', async () => {
    renderWithProviders(
      <>
        <ul>
          <SidebarCollectionItem collection={favourites} selected={false} onSelect={() => {}} />
        </ul>
        <CollectionHeader collection={favourites} />
        <CollectionCard collection={favourites} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Favorites');
    expect(screen.getAllByText('My Favorites')).toHaveLength(3);
    expect(screen.queryByText('Favorilerim')).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('tr'));
    expect(screen.getAllByText('Favorilerim')).toHaveLength(3);
    expect(screen.queryByText('My Favorites')).not.toBeInTheDocument();
  });

  it('leaves the names people give their own collections as they wrote them', async () => {
    await act(() => i18next.changeLanguage('tr'));
    renderWithProviders(<CollectionCard collection={collectionFixture({ name: 'My Lamps' })} />);
    expect(screen.getByText('My Lamps')).toBeInTheDocument();
  });
});
