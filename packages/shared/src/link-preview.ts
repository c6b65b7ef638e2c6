import type { Language } from './constants';

/** The texts of a shared link's preview card and page head (issue #14), in each language. */
export interface LinkPreviewTexts {
  siteTitle: string;
  siteDescription: string;
  collectionDescription: (productCount: number, owner: string) => string;
  profileDescription: (collectionCount: number) => string;
  storeTitle: (store: string) => string;
  storeDescription: (store: string) => string;
  productCount: (count: number) => string;
}

export const linkPreviewTexts: Record<Language, LinkPreviewTexts> = {
  tr: {
    siteTitle: 'Kolekt: Daha Akıllı Alışveriş, Daha Kolay Koleksiyon!',
    siteDescription:
      'Favori mağazalarınızdaki ürünleri koleksiyonlara kaydedin, tek bir yerde karşılaştırın ve arkadaşlarınızla paylaşın.',
    collectionDescription: (count, owner) =>
      `${owner} tarafından Kolekt'te ${count} ürünlük koleksiyon.`,
    profileDescription: (count) => `Kolekt'te ${count} herkese açık koleksiyon.`,
    storeTitle: (store) => `${store} ürünleri`,
    storeDescription: (store) =>
      `Kolekt kullanıcılarının ${store} mağazasından kaydettiği ürünler.`,
    productCount: (count) => `${count} ürün`,
  },
  en: {
    siteTitle: 'Kolekt: Shop Smarter, Collect Easier!',
    siteDescription:
      'Save products from your favourite stores into collections, compare them in one place and share them with friends.',
    collectionDescription: (count, owner) =>
      `A collection of ${count} ${count === 1 ? 'product' : 'products'} by ${owner} on Kolekt.`,
    profileDescription: (count) =>
      `${count} public ${count === 1 ? 'collection' : 'collections'} on Kolekt.`,
    storeTitle: (store) => `${store} products`,
    storeDescription: (store) => `Products Kolekt users saved from ${store}.`,
    productCount: (count) => `${count} ${count === 1 ? 'product' : 'products'}`,
  },
};
