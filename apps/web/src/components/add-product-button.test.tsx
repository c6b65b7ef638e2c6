import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { collectionFixture } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AddProductButton } from './add-product-button';

describe('AddProductButton', () => {
  it.each(['owner', 'editor'] as const)('lets the %s add into this collection', async (access) => {
    const collection = collectionFixture({ access });
    renderWithProviders(<AddProductButton collection={collection} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add product' }));
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      kind: 'addProduct',
      props: { collectionId: collection.id },
    });
  });

  it.each(['viewer', 'visitor'] as const)('is not offered to a %s', (access) => {
    renderWithProviders(<AddProductButton collection={collectionFixture({ access })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
