import type { Product } from '@kolekt/shared/product';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { products } from '../../db/schema';

export interface ProductFields {
  url: string;
  title: string;
  store: string;
  price: string | null;
  imagePath: string | null;
  details?: Record<string, unknown>;
}

/**
 * One row per canonical URL. A fresh scrape (`refresh`) brings the shared row up to date; an
 * external search result only fills what the row lacks, so it never overwrites a scraped page.
 */
export async function saveProduct(
  db: DbOrTx,
  fields: ProductFields,
  refresh: boolean,
): Promise<Product> {
  // An unknown shop's store is its host name, which may be longer than the column.
  const values = { ...fields, store: fields.store.slice(0, 100) };
  const returning = {
    id: products.id,
    title: products.title,
    store: products.store,
    price: products.price,
    imagePath: products.imagePath,
    url: products.url,
  };
  const set = refresh
    ? {
        title: fields.title,
        store: values.store,
        price: fields.price,
        imagePath: fields.imagePath,
        details: fields.details ?? null,
        updatedAt: sql`now()`,
      }
    : {
        price: sql`coalesce(${products.price}, excluded.price)`,
        imagePath: sql`coalesce(${products.imagePath}, excluded.image_path)`,
      };
  const [saved] = await db
    .insert(products)
    .values(values)
    .onConflictDoUpdate({ target: products.url, set })
    .returning(returning);
  return saved!;
}
