import type { Notification, NotificationRecord } from '@kolekt/shared/notification';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NotificationItem } from './notification-item';

const actor = { actorName: 'Burak', actorSurname: 'Er', actorUserName: 'burak_e' };
const lamps = { collectionId: '5a4c1d2e-9b8f-4e7d-a6c5-3b2a1f0e9d8c', collectionName: 'Lamps' };
const liked: NotificationRecord = {
  id: '0b9f0a52-3c1e-4a55-9a43-2f6f4bb0d1aa',
  type: 'like',
  params: { ...actor, ...lamps },
  createdAt: new Date().toISOString(),
  isRead: false,
};

const renderItem = (notification: NotificationRecord) =>
  renderWithProviders(
    <ul>
      <NotificationItem notification={notification} onMarkRead={() => {}} onDelete={() => {}} />
    </ul>,
  );

describe('NotificationItem', () => {
  it('words the same stored notification in the interface’s current language', async () => {
    renderItem(liked);
    const item = screen.getByRole('listitem', { name: 'New like' });
    expect(item).toHaveTextContent('Burak Er (@burak_e) liked your collection "Lamps".');

    await act(() => i18next.changeLanguage('tr'));
    const turkish = screen.getByRole('listitem', { name: 'Yeni beğeni' });
    expect(turkish).toHaveTextContent('Burak Er (@burak_e) "Lamps" koleksiyonunu beğendi.');
    expect(turkish).toHaveTextContent('Beğeni');
  });

  it('words the record itself, not in the language the server worded it for another client', () => {
    const sent: Notification = { ...liked, title: 'Yeni beğeni', message: 'Burak Er beğendi.' };
    renderItem(sent);
    expect(screen.getByRole('listitem', { name: 'New like' })).toHaveTextContent(
      'Burak Er (@burak_e) liked your collection "Lamps".',
    );
  });

  it('words follows and comments from their params', async () => {
    const base = { createdAt: new Date().toISOString(), isRead: true };
    renderItem({ ...base, id: 'f', type: 'follow', params: actor });
    expect(screen.getByRole('listitem', { name: 'New follower' })).toHaveTextContent(
      'Burak Er (@burak_e) started following you.',
    );
    await act(() => i18next.changeLanguage('tr'));
    expect(screen.getByRole('listitem', { name: 'Yeni takipçi' })).toHaveTextContent(
      'Burak Er (@burak_e) sizi takip etmeye başladı.',
    );
    renderItem({
      ...base,
      id: 'c',
      type: 'comment',
      params: { ...actor, ...lamps, commentPreview: 'Nice <b>lamps</b>' },
    });
    expect(screen.getByRole('listitem', { name: 'Yeni yorum' })).toHaveTextContent(
      'Burak Er (@burak_e) "Lamps" koleksiyonuna yorum yaptı: "Nice <b>lamps</b>"',
    );
  });

  it('shows a system notification’s text as written', () => {
    renderItem({
      id: 's',
      type: 'system',
      params: { title: 'Scheduled maintenance', message: 'Back in ten minutes.' },
      createdAt: new Date().toISOString(),
      isRead: true,
    });
    expect(screen.getByRole('listitem', { name: 'Scheduled maintenance' })).toHaveTextContent(
      'Back in ten minutes.',
    );
  });
  describe('price alerts', () => {
    const product = {
      productId: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
      productTitle: 'Akıllı Saat Pro',
      productUrl: 'https://www.trendyol.com/saat-p-42',
      currency: 'TRY',
    };
    const alert = (
      type: 'price_drop' | 'price_target' | 'back_in_stock',
      amounts: { amount: string | null; previousAmount?: string; targetPrice?: string },
    ): NotificationRecord => ({
      id: type,
      type,
      params: {
        ...product,
        previousAmount: null,
        targetPrice: null,
        ...amounts,
      },
      createdAt: new Date().toISOString(),
      isRead: false,
    });

    it('words a drop, a target reached and a return to stock with amounts in each language', async () => {
      renderItem(alert('price_drop', { amount: '12499.90', previousAmount: '13999.00' }));
      renderItem(alert('price_target', { amount: '11999.00', targetPrice: '12000.00' }));
      renderItem(alert('back_in_stock', { amount: '12499.90' }));
      expect(screen.getByRole('listitem', { name: 'Price drop' })).toHaveTextContent(
        'Akıllı Saat Pro is now 12,499.90 TL (was 13,999.00 TL).',
      );
      expect(screen.getByRole('listitem', { name: 'Target price reached' })).toHaveTextContent(
        'Akıllı Saat Pro is now 11,999.00 TL, at or below your target of 12,000.00 TL.',
      );
      expect(screen.getByRole('listitem', { name: 'Back in stock' })).toHaveTextContent(
        'Akıllı Saat Pro is back in stock at 12,499.90 TL.',
      );

      await act(() => i18next.changeLanguage('tr'));
      expect(screen.getByRole('listitem', { name: 'Fiyat düştü' })).toHaveTextContent(
        'Akıllı Saat Pro şimdi 12.499,90 TL (önceki fiyat 13.999,00 TL).',
      );
      expect(screen.getByRole('listitem', { name: 'Hedef fiyata ulaşıldı' })).toHaveTextContent(
        'Akıllı Saat Pro şimdi 11.999,00 TL; 12.000,00 TL hedefinizin altında ya da ona eşit.',
      );
      expect(screen.getByRole('listitem', { name: 'Yeniden stokta' })).toHaveTextContent(
        'Akıllı Saat Pro yeniden stokta, fiyatı 12.499,90 TL.',
      );
    });

    it('leaves out a price it does not know, and links to the product at the shop', () => {
      renderItem(alert('back_in_stock', { amount: null }));
      const item = screen.getByRole('listitem', { name: 'Back in stock' });
      expect(item).toHaveTextContent('Akıllı Saat Pro is back in stock.');
      const link = screen.getByRole('link', {
        name: 'See it at the shop Akıllı Saat Pro, opens in a new tab',
      });
      expect(link).toHaveAttribute('href', product.productUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('gives other notifications no product link', () => {
      renderItem(liked);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('collections kept together', () => {
    const base = { createdAt: new Date().toISOString(), isRead: false };
    const invite: NotificationRecord = {
      ...base,
      id: 'i',
      type: 'invite',
      params: {
        ...actor,
        ...lamps,
        inviteId: '7c2b1a90-5d4e-4f3a-9b8c-1d2e3f4a5b6c',
        role: 'editor',
      },
    };

    it('words an invitation by its role and offers the answer the app passes in', async () => {
      renderWithProviders(
        <ul>
          <NotificationItem
            notification={invite}
            onMarkRead={() => {}}
            onDelete={() => {}}
            renderInviteAnswer={({ inviteId, collectionName }) => (
              <button type="button">{`Answer ${inviteId.slice(0, 4)} ${collectionName}`}</button>
            )}
          />
        </ul>,
      );
      const item = screen.getByRole('listitem', { name: 'Collection invitation' });
      expect(item).toHaveTextContent('Burak Er (@burak_e) invited you to add products to "Lamps".');
      expect(screen.getByRole('button', { name: 'Answer 7c2b Lamps' })).toBeInTheDocument();
      // Not a member yet: a private collection would not open, so no link to it.
      expect(screen.queryByRole('link')).not.toBeInTheDocument();

      await act(() => i18next.changeLanguage('tr'));
      expect(screen.getByRole('listitem', { name: 'Koleksiyon daveti' })).toHaveTextContent(
        'Burak Er (@burak_e) sizi "Lamps" koleksiyonuna ürün eklemeye davet etti.',
      );
    });

    it('tells the owner who joined and what a member added, linking to the collection', async () => {
      renderItem({
        ...base,
        id: 'j',
        type: 'member_joined',
        params: { ...actor, ...lamps, role: 'viewer' },
      });
      renderItem({
        ...base,
        id: 'a',
        type: 'member_added',
        params: {
          ...actor,
          ...lamps,
          productId: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
          productTitle: 'Lamba',
        },
      });
      expect(screen.getByRole('listitem', { name: 'New member' })).toHaveTextContent(
        'Burak Er (@burak_e) joined "Lamps" as a viewer.',
      );
      expect(
        screen.getByRole('listitem', { name: 'New product in your collection' }),
      ).toHaveTextContent('Burak Er (@burak_e) added "Lamba" to "Lamps".');
      for (const link of screen.getAllByRole('link', { name: 'Open "Lamps"' })) {
        expect(link).toHaveAttribute('href', `/collection/${lamps.collectionId}`);
      }

      await act(() => i18next.changeLanguage('tr'));
      expect(screen.getByRole('listitem', { name: 'Yeni üye' })).toHaveTextContent(
        'Burak Er (@burak_e) "Lamps" koleksiyonuna izleyici olarak katıldı.',
      );
      expect(
        screen.getByRole('listitem', { name: 'Koleksiyonunuzda yeni ürün' }),
      ).toHaveTextContent('Burak Er (@burak_e) "Lamps" koleksiyonuna "Lamba" ürününü ekledi.');
      expect(screen.getAllByRole('link', { name: '"Lamps" koleksiyonunu aç' })).toHaveLength(2);
    });
  });
});
