import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { asSignedIn } from '@/lib/prompt-login';
import { useIsAuthenticated } from '@/stores/session-store';
import { useWatch } from '../api/get-watch';
import { WatchForm } from './watch-form';

/** A signed-in user's watch of the product; a guest is asked to sign in first. */
export function WatchControls({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const watch = useWatch(productId, authenticated);

  if (!authenticated) {
    return (
      // A visitor the start-up refresh signs in gets the controls in this button's place.
      <Button
        variant="outline"
        onClick={() => void asSignedIn('prices.watch.loginToWatch', () => undefined)}
      >
        <BellRing aria-hidden className="size-4" />
        {t('prices.watch.start')}
      </Button>
    );
  }
  if (watch.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  // Mounted once the watch is read, so the form starts from the saved choices.
  return <WatchForm productId={productId} watch={watch.data ?? null} />;
}
