import type { SearchStoreId } from './search-store-ids';

/** The 8 built-in shops of spec §2; the first two are the trending ones. */
export interface Store {
  name: string;
  logo: string;
  storeUrl: string;
  category: string;
  rating: number;
  productCount: string;
  trending: boolean;
  /** Host names (without `www.`) whose product pages belong to this shop. */
  hosts: readonly string[];
  /** The shop's id in the live retailer search, so a store page can search just this shop. */
  searchId: SearchStoreId;
}

export const stores: readonly Store[] = [
  {
    name: 'Amazon Türkiye',
    logo: '/stores/amazon.svg',
    storeUrl: 'https://www.amazon.com.tr',
    category: 'Marketplace',
    rating: 4.6,
    productCount: '500M+',
    trending: true,
    hosts: ['amazon.com.tr'],
    searchId: 'amazon',
  },
  {
    name: 'Trendyol',
    logo: '/stores/trendyol.svg',
    storeUrl: 'https://www.trendyol.com',
    category: 'Marketplace',
    rating: 4.5,
    productCount: '200M+',
    trending: true,
    hosts: ['trendyol.com'],
    searchId: 'trendyol',
  },
  {
    name: 'Hepsiburada',
    logo: '/stores/hepsiburada.svg',
    storeUrl: 'https://www.hepsiburada.com',
    category: 'Marketplace',
    rating: 4.4,
    productCount: '100M+',
    trending: false,
    hosts: ['hepsiburada.com'],
    searchId: 'hepsiburada',
  },
  {
    name: 'n11',
    logo: '/stores/n11.svg',
    storeUrl: 'https://www.n11.com',
    category: 'Marketplace',
    rating: 4.2,
    productCount: '50M+',
    trending: false,
    hosts: ['n11.com'],
    searchId: 'n11',
  },
  {
    name: 'Çiçeksepeti',
    logo: '/stores/ciceksepeti.svg',
    storeUrl: 'https://www.ciceksepeti.com',
    category: 'Gifts & Flowers',
    rating: 4.3,
    productCount: '10M+',
    trending: false,
    hosts: ['ciceksepeti.com'],
    searchId: 'ciceksepeti',
  },
  {
    name: 'Teknosa',
    logo: '/stores/teknosa.svg',
    storeUrl: 'https://www.teknosa.com',
    category: 'Electronics',
    rating: 4.3,
    productCount: '1M+',
    trending: false,
    hosts: ['teknosa.com'],
    searchId: 'teknosa',
  },
  {
    name: 'MediaMarkt',
    logo: '/stores/mediamarkt.svg',
    storeUrl: 'https://www.mediamarkt.com.tr',
    category: 'Electronics',
    rating: 4.2,
    productCount: '1M+',
    trending: false,
    hosts: ['mediamarkt.com.tr'],
    searchId: 'mediamarkt',
  },
  {
    name: 'Boyner',
    logo: '/stores/boyner.svg',
    storeUrl: 'https://www.boyner.com.tr',
    category: 'Fashion',
    rating: 4.4,
    productCount: '5M+',
    trending: false,
    hosts: ['boyner.com.tr'],
    searchId: 'boyner',
  },
];

/** The /store/{slug} path segment: the lowercase name, spaces encoded as %20. */
export function storeSlug(store: Pick<Store, 'name'>): string {
  return encodeURIComponent(store.name.toLocaleLowerCase('tr'));
}

/** Resolves a slug case-insensitively, whether or not it arrives URI-encoded. */
export function findStoreBySlug(slug: string): Store | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return undefined;
  }
  const wanted = decoded.toLocaleLowerCase('tr');
  return stores.find((store) => store.name.toLocaleLowerCase('tr') === wanted);
}

/** The built-in shop a host name belongs to (subdomains included), if any. */
export function findStoreByHost(host: string): Store | undefined {
  const bare = host.toLowerCase().replace(/^www\./, '');
  return stores.find((store) =>
    store.hosts.some((known) => bare === known || bare.endsWith(`.${known}`)),
  );
}
