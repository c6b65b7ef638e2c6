import type { Collection } from '@kolekt/shared/collection';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { asSignedIn } from '@/lib/prompt-login';
import { useLikeCollection } from '../api/like-collection';

/** Like or unlike; a guest gets the login prompt 'Please login to like this collection'. */
export function LikeButton({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const like = useLikeCollection();
  const liked = collection.isCurrentUserLiked;
  const onClick = () =>
    asSignedIn('collection.likeLoginPrompt', () =>
      like.mutate(
        { collectionId: collection.id, like: !liked },
        { onError: () => toast.error(t('collection.toasts.likeFailed')) },
      ),
    );
  return (
    <Button
      variant="outline"
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => void onClick()}
    >
      <Heart aria-hidden className={cn('size-4', liked && 'fill-rose-500 text-rose-500')} />
      {/* Named by what it does and the count it shows (WCAG 2.5.3 label in name). */}
      <span className="sr-only">{t(liked ? 'collection.unlike' : 'collection.like')} </span>
      <span>{collection.likeCount}</span>
    </Button>
  );
}
