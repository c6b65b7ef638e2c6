import { searchAdapters } from '@kolekt/extract';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';

/**
 * Whether a shop's search adapter is proven on a real page of that shop (decision 0061): the
 * pages are the adapter's own `verifiedOn` list, which the conformance suite reads one by one
 * (conformance/real-search-pages.test.ts), so the claim cannot outlive a passing page.
 */
export interface AdapterVerification {
  verified: boolean;
  /** The real pages (under ../shared/fixtures/real-pages/) the adapter reads right. */
  verifiedOn: readonly string[];
  /** What to say about it, in both languages. */
  label: { tr: string; en: string };
}

const labels = {
  verified: { tr: 'Gerçek sayfada doğrulandı', en: 'Verified on a real page' },
  unverified: {
    tr: 'Doğrulanmadı: yalnızca Kolekt’in kendi test sayfalarında denendi',
    en: 'Unverified: tested only on Kolekt’s own test pages',
  },
};

export function adapterVerification(id: SearchStoreId): AdapterVerification {
  const { verifiedOn } = searchAdapters[id];
  const verified = verifiedOn.length > 0;
  return { verified, verifiedOn, label: verified ? labels.verified : labels.unverified };
}
