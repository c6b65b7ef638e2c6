import { verifyImageSource } from '@kolekt/scraper';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { productDetails, products } from '../../db/schema';

/**
 * True when Kolekt may fetch the picture at `src` (decision 0064): it is a product's picture
 * (the shop's, or one a user gave in their own details), or an unsaved search result's that our
 * own search signed. Anything else is a stranger's address, and `/api/image` is no open proxy.
 */
export async function isKnownPicture(options: {
  db: DbOrTx;
  src: string;
  signature: string | undefined;
  signingKey: string;
}): Promise<boolean> {
  const { db, src, signature } = options;
  if (signature && verifyImageSource(src, signature, options.signingKey)) return true;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.imagePath, src))
    .limit(1);
  if (product) return true;
  const [detail] = await db
    .select({ id: productDetails.productId })
    .from(productDetails)
    .where(eq(productDetails.imagePath, src))
    .limit(1);
  return Boolean(detail);
}
