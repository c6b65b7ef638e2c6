import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { collectionFixture } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CollectionForm } from './collection-form';

describe('CollectionForm', () => {
  it('shows the spec §5 messages', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => {});
    renderWithProviders(<CollectionForm submitKey="collections.form.create" onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Create collection' });

    await user.click(submit);
    expect(await screen.findByText('Enter your collection name')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Collection name'), 'a');
    await user.click(submit);
    expect(
      await screen.findByText('Collection name must be at least 2 characters long'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Collection name'), 'b'.repeat(30));
    await user.click(submit);
    expect(
      await screen.findByText('Collection name must not exceed 30 characters'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Description'), 'abc');
    await user.click(submit);
    expect(
      await screen.findByText('Description must be at least 5 characters long if provided'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a private collection by default, public when switched', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => {});
    renderWithProviders(<CollectionForm submitKey="collections.form.create" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Collection name'), 'Hediyeler');
    const visibility = screen.getByRole('switch', { name: 'Public collection' });
    expect(visibility).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Private')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Hediyeler',
      description: '',
      isPublic: false,
    });

    await user.click(visibility);
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ isPublic: true });
  });

  it('shows the messages in Turkish', async () => {
    await i18next.changeLanguage('tr');
    const user = userEvent.setup();
    renderWithProviders(
      <CollectionForm submitKey="collections.form.create" onSubmit={vi.fn(async () => {})} />,
    );
    await user.click(screen.getByRole('button', { name: 'Koleksiyon oluştur' }));
    expect(
      await screen.findByText(i18next.t('validation.collectionNameRequired')),
    ).toBeInTheDocument();
  });

  it('turns a collection into a gift list when editing, saying claims stay hidden', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => {});
    const collection = collectionFixture({ access: 'owner', isEditable: true });
    renderWithProviders(
      <CollectionForm
        collection={collection}
        submitKey="collections.form.save"
        onSubmit={onSubmit}
      />,
    );
    const giftList = screen.getByRole('switch', { name: 'Gift list' });
    expect(giftList).toHaveAttribute('aria-checked', 'false');
    expect(giftList).toHaveAccessibleDescription(/Their claims are hidden from you/);
    await user.click(giftList);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ isGiftList: true });
  });

  it('leaves the gift list switch out of a new collection', () => {
    renderWithProviders(
      <CollectionForm submitKey="collections.form.create" onSubmit={vi.fn(async () => {})} />,
    );
    expect(screen.queryByRole('switch', { name: 'Gift list' })).not.toBeInTheDocument();
  });
});
