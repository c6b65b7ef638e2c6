import type { Product } from '@kolekt/shared/product';
import { Gift, PackageCheck, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { requestFailedMessage } from '@/lib/api-client';
import { asSignedIn } from '@/lib/prompt-login';
import { translateMessage } from '@/lib/translate-message';
import { useChangeGiftClaim, type GiftClaimAction } from '../api/change-gift-claim';
import { useGiftClaims } from '../api/get-gift-claims';
import { GiftClaimStatus } from './gift-claim-status';

// Card buttons may wrap: Turkish labels are long for a phone's two-column grid.
const buttonClasses = 'h-auto min-h-8 w-full py-1 whitespace-normal';

interface GiftClaimControlProps {
  collectionId: string;
  product: Product;
}

/** A gift list product as a visitor sees it: claim it, or release or mark bought one's own claim. */
export function GiftClaimControl({ collectionId, product }: GiftClaimControlProps) {
  const { t } = useTranslation();
  const { data: claims, isError } = useGiftClaims(collectionId);
  const change = useChangeGiftClaim();
  const claim = claims?.find((candidate) => candidate.productId === product.id);
  const title = product.title || t('labels.untitled');
  const rootRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    // One toast for the whole grid: every card reads the same failed query.
    if (isError) toast.error(t('gifts.toasts.loadFailed'), { id: 'gift-claims-failed' });
  }, [isError, t]);

  // The pressed button goes when the claim changes: keep keyboard focus in this card.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const root = rootRef.current;
    (root?.querySelector('button') ?? root)?.focus();
  }, [claim]);

  const run = (action: GiftClaimAction) => {
    refocus.current = true;
    change.mutate(
      { collectionId, productId: product.id, action },
      {
        onError: (error) => {
          // The root stays whatever the claim becomes (a 409 shows someone else's claim).
          refocus.current = false;
          rootRef.current?.focus();
          const message = error.message === requestFailedMessage ? '' : error.message;
          toast.error(translateMessage(t, message, 'gifts.toasts.failed'));
        },
      },
    );
  };

  const claimIt = () => asSignedIn('gifts.loginPrompt', () => run('claim'));

  if (!claims) return <div aria-hidden className="h-8" />;
  return (
    <div ref={rootRef} tabIndex={-1} aria-live="polite" className="space-y-1.5 outline-none">
      {claim ? <GiftClaimStatus claim={claim} /> : null}
      {!claim ? (
        <Button
          variant="outline"
          size="sm"
          className={buttonClasses}
          disabled={change.isPending}
          aria-label={t('gifts.actions.claimLabel', { title })}
          onClick={() => void claimIt()}
        >
          <Gift aria-hidden className="size-4 shrink-0" />
          {t('gifts.actions.claim')}
        </Button>
      ) : null}
      {claim?.byMe && claim.state === 'claimed' ? (
        <Button
          variant="secondary"
          size="sm"
          className={buttonClasses}
          disabled={change.isPending}
          aria-label={t('gifts.actions.markBoughtLabel', { title })}
          onClick={() => run('bought')}
        >
          <PackageCheck aria-hidden className="size-4 shrink-0" />
          {t('gifts.actions.markBought')}
        </Button>
      ) : null}
      {claim?.byMe ? (
        <Button
          variant="ghost"
          size="sm"
          className={buttonClasses}
          disabled={change.isPending}
          aria-label={t('gifts.actions.releaseLabel', { title })}
          onClick={() => run('release')}
        >
          <Undo2 aria-hidden className="size-4 shrink-0" />
          {t('gifts.actions.release')}
        </Button>
      ) : null}
    </div>
  );
}
