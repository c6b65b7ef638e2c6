import { describe, expect, it } from 'vitest';
import { languages } from './constants';
import {
  notificationContentSchema,
  notificationTypes,
  type NotificationContent,
  type NotificationType,
  type NotificationWording,
} from './notification';
import { wordNotification, wordNotificationRecord } from './word-notification';

const actor = { actorName: 'Ayşe', actorSurname: 'Öz', actorUserName: 'ayse_o' };
const lamps = { collectionId: '5a4c1d2e-9b8f-4e7d-a6c5-3b2a1f0e9d8c', collectionName: 'Lamps' };
const productId = '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d';
const watch = {
  productId,
  productTitle: 'Smart Watch',
  productUrl: 'https://shop.example/watch',
  amount: '12499.9',
  previousAmount: '13000',
  targetPrice: '12500',
  currency: 'TRY',
};

/** One notification of every type, and its wording in both languages. */
const everyType: {
  [T in NotificationType]: {
    notification: NotificationContent & { type: T };
    tr: NotificationWording;
    en: NotificationWording;
  };
} = {
  follow: {
    notification: { type: 'follow', params: actor },
    tr: { title: 'Yeni takipçi', message: 'Ayşe Öz (@ayse_o) sizi takip etmeye başladı.' },
    en: { title: 'New follower', message: 'Ayşe Öz (@ayse_o) started following you.' },
  },
  like: {
    notification: { type: 'like', params: { ...actor, ...lamps } },
    tr: { title: 'Yeni beğeni', message: 'Ayşe Öz (@ayse_o) "Lamps" koleksiyonunu beğendi.' },
    en: { title: 'New like', message: 'Ayşe Öz (@ayse_o) liked your collection "Lamps".' },
  },
  comment: {
    notification: { type: 'comment', params: { ...actor, ...lamps, commentPreview: 'So $& nice' } },
    tr: {
      title: 'Yeni yorum',
      message: 'Ayşe Öz (@ayse_o) "Lamps" koleksiyonuna yorum yaptı: "So $& nice"',
    },
    en: { title: 'New comment', message: 'Ayşe Öz (@ayse_o) commented on "Lamps": "So $& nice"' },
  },
  invite: {
    notification: {
      type: 'invite',
      params: { ...actor, ...lamps, inviteId: productId, role: 'editor' },
    },
    tr: {
      title: 'Koleksiyon daveti',
      message: 'Ayşe Öz (@ayse_o) sizi "Lamps" koleksiyonuna ürün eklemeye davet etti.',
    },
    en: {
      title: 'Collection invitation',
      message: 'Ayşe Öz (@ayse_o) invited you to add products to "Lamps".',
    },
  },
  member_joined: {
    notification: { type: 'member_joined', params: { ...actor, ...lamps, role: 'viewer' } },
    tr: {
      title: 'Yeni üye',
      message: 'Ayşe Öz (@ayse_o) "Lamps" koleksiyonuna izleyici olarak katıldı.',
    },
    en: { title: 'New member', message: 'Ayşe Öz (@ayse_o) joined "Lamps" as a viewer.' },
  },
  member_added: {
    notification: {
      type: 'member_added',
      params: { ...actor, ...lamps, productId, productTitle: 'Brass lamp' },
    },
    tr: {
      title: 'Koleksiyonunuzda yeni ürün',
      message: 'Ayşe Öz (@ayse_o) "Lamps" koleksiyonuna "Brass lamp" ürününü ekledi.',
    },
    en: {
      title: 'New product in your collection',
      message: 'Ayşe Öz (@ayse_o) added "Brass lamp" to "Lamps".',
    },
  },
  price_drop: {
    notification: { type: 'price_drop', params: watch },
    tr: {
      title: 'Fiyat düştü',
      message: 'Smart Watch şimdi 12.499,90 TL (önceki fiyat 13.000,00 TL).',
    },
    en: { title: 'Price drop', message: 'Smart Watch is now 12,499.90 TL (was 13,000.00 TL).' },
  },
  price_target: {
    notification: { type: 'price_target', params: watch },
    tr: {
      title: 'Hedef fiyata ulaşıldı',
      message: 'Smart Watch şimdi 12.499,90 TL; 12.500,00 TL hedefinizin altında ya da ona eşit.',
    },
    en: {
      title: 'Target price reached',
      message: 'Smart Watch is now 12,499.90 TL, at or below your target of 12,500.00 TL.',
    },
  },
  back_in_stock: {
    notification: { type: 'back_in_stock', params: { ...watch, currency: 'GBP' } },
    tr: { title: 'Yeniden stokta', message: 'Smart Watch yeniden stokta, fiyatı £12.499,90.' },
    en: { title: 'Back in stock', message: 'Smart Watch is back in stock at £12,499.90.' },
  },
  system: {
    notification: { type: 'system', params: { title: 'Bakım', message: 'On dakikaya dönüyoruz.' } },
    tr: { title: 'Bakım', message: 'On dakikaya dönüyoruz.' },
    en: { title: 'Bakım', message: 'On dakikaya dönüyoruz.' },
  },
  other: {
    notification: { type: 'other', params: { title: 'Note', message: 'As written.' } },
    tr: { title: 'Note', message: 'As written.' },
    en: { title: 'Note', message: 'As written.' },
  },
};

describe('wordNotification', () => {
  it('words every notification type in Turkish and English', () => {
    for (const type of notificationTypes) {
      const sample = everyType[type];
      expect(sample, `a sample of ${type}`).toBeDefined();
      const notification = notificationContentSchema.parse(sample.notification);
      expect(notification.type).toBe(type);
      for (const language of languages) {
        expect(wordNotification({ notification, language }), `${type} in ${language}`).toEqual(
          sample[language],
        );
      }
    }
  });

  it('words an invitation and a new member by role', () => {
    const invite = { type: 'invite' as const, params: { ...actor, ...lamps, inviteId: productId } };
    const viewer = { ...invite, params: { ...invite.params, role: 'viewer' as const } };
    expect(wordNotification({ notification: viewer, language: 'en' })).toEqual({
      title: 'Collection invitation',
      message: 'Ayşe Öz (@ayse_o) invited you to see "Lamps".',
    });
    expect(wordNotification({ notification: viewer, language: 'tr' }).message).toBe(
      'Ayşe Öz (@ayse_o) sizi "Lamps" koleksiyonunu görmeye davet etti.',
    );
    const editor = { type: 'member_joined' as const, params: { ...actor, ...lamps } };
    const joined = { ...editor, params: { ...editor.params, role: 'editor' as const } };
    expect(wordNotification({ notification: joined, language: 'en' }).message).toBe(
      'Ayşe Öz (@ayse_o) joined "Lamps" as an editor.',
    );
    expect(wordNotification({ notification: joined, language: 'tr' }).message).toBe(
      'Ayşe Öz (@ayse_o) "Lamps" koleksiyonuna düzenleyici olarak katıldı.',
    );
  });

  it('says a price alert without the amounts it needs', () => {
    const unknown = { ...watch, amount: null };
    const cases = [
      ['price_drop', 'The price of Smart Watch has dropped.', 'Smart Watch ürününün fiyatı düştü.'],
      [
        'price_target',
        'Smart Watch has reached your target price.',
        'Smart Watch hedef fiyatınıza ulaştı.',
      ],
      ['back_in_stock', 'Smart Watch is back in stock.', 'Smart Watch yeniden stokta.'],
    ] as const;
    for (const [type, en, tr] of cases) {
      const notification = { type, params: unknown };
      expect(wordNotification({ notification, language: 'en' }).message).toBe(en);
      expect(wordNotification({ notification, language: 'tr' }).message).toBe(tr);
    }
    // A drop needs the earlier price too, a target its target.
    const noPrevious = { type: 'price_drop' as const, params: { ...watch, previousAmount: null } };
    expect(wordNotification({ notification: noPrevious, language: 'en' }).message).toBe(
      'The price of Smart Watch has dropped.',
    );
    const noTarget = { type: 'price_target' as const, params: { ...watch, targetPrice: null } };
    expect(wordNotification({ notification: noTarget, language: 'en' }).message).toBe(
      'Smart Watch has reached your target price.',
    );
  });

  it('gives a record its title and message, keeping every field of the record', () => {
    const record = {
      id: '0b9f0a52-3c1e-4a55-9a43-2f6f4bb0d1aa',
      ...everyType.like.notification,
      createdAt: '2026-11-27T10:00:00.000Z',
      isRead: true,
    };
    expect(wordNotificationRecord({ notification: record, language: 'en' })).toEqual({
      ...record,
      ...everyType.like.en,
    });
  });
});
