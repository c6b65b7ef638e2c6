import type { GiftClaim } from '@kolekt/shared/gifts';
import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A claim in words and an icon, never by colour alone: mine or someone else's, claimed or bought. */
export function GiftClaimStatus({ claim }: { claim: GiftClaim }) {
  const { t } = useTranslation();
  const bought = claim.state === 'bought';
  const key = `${bought ? 'bought' : 'claimed'}${claim.byMe ? 'ByMe' : 'ByOther'}`;
  const Icon = bought ? CircleCheck : Clock;
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-xs font-semibold',
        bought ? 'text-emerald-700' : claim.byMe ? 'text-primary' : 'text-amber-700',
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {t(`gifts.status.${key}`)}
    </p>
  );
}
