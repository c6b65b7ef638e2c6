import type { BrowserContext } from '@playwright/test';
import { createAccount, signIn } from './accounts';
import { shopPort } from './ports';

const shop = `http://127.0.0.1:${shopPort}`;

export interface ShopProduct {
  /** The product's address in the fixture shop: `/urun/{slug}`. */
  slug: string;
  name: string;
  price: string;
}

/**
 * A public collection of fixture-shop products, made through the real api by a new account
 * (signed in on `context`) named `owner`: each product is put up in the shop, then saved by its
 * address, as a person pasting links would. Returns the collection's id.
 */
export async function createShopCollection(
  context: BrowserContext,
  { owner, name, products }: { owner: string; name: string; products: ShopProduct[] },
): Promise<string> {
  const session = await signIn(context, await createAccount(context.request, owner));
  const headers = { authorization: `Bearer ${session.token}` };
  const created = await context.request.post('/api/collection/create', {
    headers,
    data: { name, isPublic: 'true' },
  });
  if (!created.ok()) throw new Error(`create failed: ${await created.text()}`);
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const product of products) {
    const put = await context.request.put(`${shop}/control/product/${product.slug}`, {
      data: { name: product.name, price: product.price },
    });
    if (!put.ok()) throw new Error(`the shop refused ${product.slug}: ${await put.text()}`);
    const added = await context.request.post('/api/product/scrape/collection', {
      headers,
      data: { url: `${shop}/urun/${product.slug}`, collectionId },
    });
    if (!added.ok()) throw new Error(`adding ${product.slug} failed: ${await added.text()}`);
  }
  return collectionId;
}
