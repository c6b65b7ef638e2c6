import type { Language } from './constants';
import type { NotificationContent, NotificationType } from './notification';

/** The types people write themselves (shown as written); every other type is worded here. */
type WrittenType = 'system' | 'other';
export type PriceAlertType = 'price_drop' | 'price_target' | 'back_in_stock';

/** The params of one type (a price alert's union member carries three types). */
type ParamsOf<T extends NotificationType> = NotificationContent extends infer C
  ? C extends { type: infer K; params: infer P }
    ? T extends K
      ? P
      : never
    : never
  : never;

/** A price alert's values, amounts already written in the reader's number style. */
export interface PriceAlertValues {
  productTitle: string;
  amount: string | null;
  previousAmount: string | null;
  targetPrice: string | null;
}

/** Title and message of every worded type: a type added without its wording fails the typecheck. */
export type NotificationTexts = {
  [T in Exclude<NotificationType, WrittenType>]: {
    title: string;
    message: (values: T extends PriceAlertType ? PriceAlertValues : ParamsOf<T>) => string;
  };
};

interface Actor {
  actorName: string;
  actorSurname: string;
  actorUserName: string;
}
const who = (p: Actor) => `${p.actorName} ${p.actorSurname} (@${p.actorUserName})`;

/**
 * The one wording of notifications, for the web app (in its current language) and the api (in
 * the reader's; decision 0052). A price alert without the amounts it needs says so without them.
 */
export const notificationTexts: Record<Language, NotificationTexts> = {
  tr: {
    follow: {
      title: 'Yeni takipçi',
      message: (p) => `${who(p)} sizi takip etmeye başladı.`,
    },
    like: {
      title: 'Yeni beğeni',
      message: (p) => `${who(p)} "${p.collectionName}" koleksiyonunu beğendi.`,
    },
    comment: {
      title: 'Yeni yorum',
      message: (p) =>
        `${who(p)} "${p.collectionName}" koleksiyonuna yorum yaptı: "${p.commentPreview}"`,
    },
    invite: {
      title: 'Koleksiyon daveti',
      message: (p) =>
        p.role === 'editor'
          ? `${who(p)} sizi "${p.collectionName}" koleksiyonuna ürün eklemeye davet etti.`
          : `${who(p)} sizi "${p.collectionName}" koleksiyonunu görmeye davet etti.`,
    },
    member_joined: {
      title: 'Yeni üye',
      message: (p) =>
        p.role === 'editor'
          ? `${who(p)} "${p.collectionName}" koleksiyonuna düzenleyici olarak katıldı.`
          : `${who(p)} "${p.collectionName}" koleksiyonuna izleyici olarak katıldı.`,
    },
    member_added: {
      title: 'Koleksiyonunuzda yeni ürün',
      message: (p) =>
        `${who(p)} "${p.collectionName}" koleksiyonuna "${p.productTitle}" ürününü ekledi.`,
    },
    price_drop: {
      title: 'Fiyat düştü',
      message: (v) =>
        v.amount !== null && v.previousAmount !== null
          ? `${v.productTitle} şimdi ${v.amount} (önceki fiyat ${v.previousAmount}).`
          : `${v.productTitle} ürününün fiyatı düştü.`,
    },
    price_target: {
      title: 'Hedef fiyata ulaşıldı',
      message: (v) =>
        v.amount !== null && v.targetPrice !== null
          ? `${v.productTitle} şimdi ${v.amount}; ${v.targetPrice} hedefinizin altında ya da ona eşit.`
          : `${v.productTitle} hedef fiyatınıza ulaştı.`,
    },
    back_in_stock: {
      title: 'Yeniden stokta',
      message: (v) =>
        v.amount !== null
          ? `${v.productTitle} yeniden stokta, fiyatı ${v.amount}.`
          : `${v.productTitle} yeniden stokta.`,
    },
  },
  en: {
    follow: {
      title: 'New follower',
      message: (p) => `${who(p)} started following you.`,
    },
    like: {
      title: 'New like',
      message: (p) => `${who(p)} liked your collection "${p.collectionName}".`,
    },
    comment: {
      title: 'New comment',
      message: (p) => `${who(p)} commented on "${p.collectionName}": "${p.commentPreview}"`,
    },
    invite: {
      title: 'Collection invitation',
      message: (p) =>
        p.role === 'editor'
          ? `${who(p)} invited you to add products to "${p.collectionName}".`
          : `${who(p)} invited you to see "${p.collectionName}".`,
    },
    member_joined: {
      title: 'New member',
      message: (p) =>
        p.role === 'editor'
          ? `${who(p)} joined "${p.collectionName}" as an editor.`
          : `${who(p)} joined "${p.collectionName}" as a viewer.`,
    },
    member_added: {
      title: 'New product in your collection',
      message: (p) => `${who(p)} added "${p.productTitle}" to "${p.collectionName}".`,
    },
    price_drop: {
      title: 'Price drop',
      message: (v) =>
        v.amount !== null && v.previousAmount !== null
          ? `${v.productTitle} is now ${v.amount} (was ${v.previousAmount}).`
          : `The price of ${v.productTitle} has dropped.`,
    },
    price_target: {
      title: 'Target price reached',
      message: (v) =>
        v.amount !== null && v.targetPrice !== null
          ? `${v.productTitle} is now ${v.amount}, at or below your target of ${v.targetPrice}.`
          : `${v.productTitle} has reached your target price.`,
    },
    back_in_stock: {
      title: 'Back in stock',
      message: (v) =>
        v.amount !== null
          ? `${v.productTitle} is back in stock at ${v.amount}.`
          : `${v.productTitle} is back in stock.`,
    },
  },
};
