import type { Collection } from '@kolekt/shared/collection';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { canClaimGifts } from '../lib/can-claim-gifts';

/** Under a gift list's header: what claims are, told to the people who make them or to the owner. */
export function GiftListNotice({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  if (!collection.isGiftList) return null;
  return (
    <section
      aria-labelledby="gift-list-notice-title"
      className="border-primary/30 bg-primary/5 flex gap-3 rounded-xl border p-4 text-sm"
    >
      <Gift aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <h2 id="gift-list-notice-title" className="font-semibold">
          {t('gifts.notice.title')}
        </h2>
        <p className="text-muted-foreground">
          {t(canClaimGifts(collection) ? 'gifts.notice.visitor' : 'gifts.notice.manager')}
        </p>
      </div>
    </section>
  );
}
