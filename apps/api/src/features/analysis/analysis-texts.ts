import type { Language } from '@kolekt/shared/constants';
import { formatMoney as formatAmountText } from '@kolekt/shared/format-money';

/** The sentences the offline analyzer writes itself, in the caller's language. */
export const analysisTexts = {
  tr: {
    noDescription: (title: string, store: string) =>
      `${store} sayfası "${title}" için özetlenecek bir açıklama vermiyor.`,
    cheaperAt: (store: string, price: string, saving: string) =>
      `Aynı ürün ${store} mağazasında ${price}: ${saving} daha ucuz.`,
    cheapest: 'Kolekt’in bildiği mağazalar içinde en uygun fiyat bu.',
    noPrice: 'Fiyat şu an görünmüyor; satın almadan önce mağaza sayfasını kontrol edin.',
    rating: (value: string, count: number | null) =>
      count
        ? `Mağazadaki puanı 5 üzerinden ${value} (${count} değerlendirme).`
        : `Mağazadaki puanı 5 üzerinden ${value}.`,
    readReviews: (count: number) =>
      `Satın almadan önce mağazadaki ${count} değerlendirmeyi, özellikle olumsuz olanları okuyun.`,
    readCritical: (text: string) => `Şu eleştiriye göz atın: “${text}”`,
    littleData:
      'Kolekt bu ürün hakkında çok az bilgiye sahip; ayrıntılar ve yorumlar için mağaza sayfasına bakın.',
  },
  en: {
    noDescription: (title: string, store: string) =>
      `The ${store} page gives no description of "${title}" to summarise.`,
    cheaperAt: (store: string, price: string, saving: string) =>
      `The same product costs ${price} at ${store}: ${saving} less.`,
    cheapest: 'This is the lowest price among the shops Kolekt knows.',
    noPrice: 'No price is shown right now; check the store page before buying.',
    rating: (value: string, count: number | null) =>
      count
        ? `Rated ${value} out of 5 in the store (${count} reviews).`
        : `Rated ${value} out of 5 in the store.`,
    readReviews: (count: number) =>
      `Read the ${count} reviews in the store before buying, the critical ones first.`,
    readCritical: (text: string) => `Have a look at this criticism: “${text}”`,
    littleData:
      'Kolekt knows very little about this product; see the store page for details and reviews.',
  },
} satisfies Record<Language, unknown>;

/** A money amount as the app writes it, in the reader's number style ('1,299.90 TL' in English). */
export function formatMoney(value: number, currency: string, language: Language): string {
  return formatAmountText(value.toFixed(2), currency, language);
}
