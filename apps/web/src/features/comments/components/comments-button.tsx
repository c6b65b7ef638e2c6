import type { Collection } from '@kolekt/shared/collection';
import { LogIn, MessageCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ScrollArea } from '@/components/ui/scroll-area';
import { useFloatingActionRoom } from '@/hooks/use-floating-action-room';
import { formatBadge } from '@/lib/format-badge';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { openAuthModal } from '@/lib/open-auth-modal';
import { useIsAuthenticated } from '@/stores/session-store';
import { CommentList } from './comment-list';

// The box and its validation (zod) arrive when the panel is about to open, not with the page.
const CommentBox = lazyWithPreload(() => import('./comment-box').then((m) => m.CommentBox));
const preloadCommentBox = () => void CommentBox.preload().catch(() => undefined);

/**
 * The Comments button and its slide-in panel (spec §2): full width on small screens, 380–450 px
 * from 768 px up. Radix Dialog gives Escape, focus trap and the page scroll lock. The button
 * floats from 640 px up; on a phone it sits in the header's row, as a floating one there covers a
 * card's price whatever the page's padding (issue #32).
 */
export function CommentsButton({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const [open, setOpen] = useState(false);
  useFloatingActionRoom();
  // The api keeps the count exact on the collection; the badge caps it at '99+' and hides at 0.
  const badge = collection.commentCount > 0 ? formatBadge(collection.commentCount) : null;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        onPointerEnter={authenticated ? preloadCommentBox : undefined}
        onFocus={authenticated ? preloadCommentBox : undefined}
        aria-label={badge ? t('comments.openWithCount', { count: badge }) : t('comments.open')}
        className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium sm:fixed sm:right-6 sm:bottom-6 sm:z-30 sm:h-12 sm:rounded-full sm:px-5 sm:text-base sm:shadow-lg"
      >
        <MessageCircle aria-hidden className="size-4 sm:size-5" />
        <span aria-hidden>{t('comments.open')}</span>
        {/* A word break, so the visible text reads "Comments 3" as the name does (WCAG 2.5.3). */}{' '}
        {badge ? (
          <span
            aria-hidden
            className="text-primary min-w-6 rounded-full bg-white px-1.5 text-center text-xs leading-6 font-semibold"
          >
            {badge}
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content className="bg-background animate-slide-in-right fixed inset-y-0 right-0 z-50 flex w-full flex-col shadow-2xl md:w-[clamp(380px,32vw,450px)]">
          <div className="border-border flex items-start gap-2 border-b px-5 py-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold">{t('comments.title')}</Dialog.Title>
              <Dialog.Description className="text-muted-foreground text-sm">
                {t('comments.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('comments.close')}
              className="hover:bg-muted -mr-2 rounded-lg p-2"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <ScrollArea className="min-h-0 flex-1" viewportClassName="px-5">
            <CommentList collection={collection} />
          </ScrollArea>
          <div className="border-border border-t px-5 py-4">
            {authenticated ? (
              <Suspense fallback={<Spinner className="mx-auto" />}>
                <CommentBox collectionId={collection.id} />
              </Suspense>
            ) : (
              <div className="flex flex-col items-center gap-3 text-center">
                <p className="text-muted-foreground text-sm">{t('comments.loginPrompt')}</p>
                <Button
                  size="sm"
                  onClick={() => {
                    setOpen(false);
                    openAuthModal({ noRedirect: true });
                  }}
                >
                  <LogIn aria-hidden className="size-4" />
                  {t('comments.login')}
                </Button>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
