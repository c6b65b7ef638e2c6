import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { collectionFixture } from '@/test/fixtures';
import { CollectionChecklist } from './collection-checklist';

it("stars the caller's own default collection, not another person's shared with them", () => {
  const own = collectionFixture({ id: 'own-default', isImmutable: true, access: 'owner' });
  const theirs = collectionFixture({
    id: 'their-default',
    isImmutable: true,
    access: 'editor',
    user: { name: 'Deniz', surname: 'Kaya', userName: 'denizkaya' },
  });
  render(
    <CollectionChecklist collections={[own, theirs]} selected={new Set()} onToggle={() => {}} />,
  );
  const [ownButton, theirButton] = screen.getAllByRole('button');
  expect(ownButton!.querySelector('.lucide-star')).not.toBeNull();
  expect(theirButton!.querySelector('.lucide-star')).toBeNull();
});
