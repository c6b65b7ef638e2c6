import { pageSizes } from '@kolekt/shared/constants';

/**
 * The api paths a shared link's first screen reads, built in one place: the start-up entry asks
 * for them before the framework has arrived, and the screen's own request must be the same path
 * to take that answer (see `early-requests.ts`).
 */
export const apiPaths = {
  collection: (id: string) => `collection/${encodeURIComponent(id)}`,
  collectionProducts: (id: string, pageIndex: number) =>
    `product/collection/${encodeURIComponent(id)}?pageIndex=${pageIndex}&pageSize=${pageSizes.default}`,
  priceTotals: (id: string) => `collection/${encodeURIComponent(id)}/price-totals`,
};
