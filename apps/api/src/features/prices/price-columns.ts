import { sql } from 'drizzle-orm';
import { collectionProducts, priceObservations, products } from '../../db/schema';

const confirmed = sql`${products.confirmedAt} is not null`;

/** The shop's price as an amount, for cards; a user's own details carry none (decision 0010). */
export const priceColumns = {
  amount: sql<string | null>`case when ${confirmed} then ${products.priceAmount} end`,
  currency: sql<string | null>`case when ${confirmed} then ${products.priceCurrency} end`,
  availability: products.availability,
};

/** In-stock public prices of the last 30 days in the product's current currency. */
const recentPrices = (condition: ReturnType<typeof sql>) => sql`select 1 from ${priceObservations}
  where ${priceObservations.productId} = ${products.id}
    and ${priceObservations.isPublic}
    and ${priceObservations.availability} <> 'out_of_stock'
    and ${priceObservations.currency} = ${products.priceCurrency}
    and ${priceObservations.observedAt} > now() - interval '30 days'
    and ${condition}`;

/**
 * What a card in a collection adds: the change since the product was added there, and whether
 * the price is the lowest of 30 days in which it has moved (nothing lower, something higher).
 */
export const collectionPriceColumns = {
  ...priceColumns,
  changeSinceAdded: sql<number | null>`case
    when ${confirmed} and ${collectionProducts.priceAtAdd} > 0 and ${products.priceAmount} is not null
    then round((${products.priceAmount} - ${collectionProducts.priceAtAdd}) * 100 / ${collectionProducts.priceAtAdd}, 1)
    end`.mapWith((value) => (value === null ? null : Number(value))),
  lowestIn30Days: sql<boolean>`coalesce(${confirmed}
    and ${products.availability} <> 'out_of_stock'
    and ${products.priceAmount} is not null
    and not exists (${recentPrices(sql`${priceObservations.amount} < ${products.priceAmount}`)})
    and exists (${recentPrices(sql`${priceObservations.amount} > ${products.priceAmount}`)}), false)`,
};
