import type { Comment } from '@kolekt/shared/comment';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatRelativeTime } from '@/lib/relative-time';

interface CommentItemProps {
  comment: Comment;
  canDelete: boolean;
  deleting: boolean;
  onDelete: (id: string) => void;
}

export function CommentItem({ comment, canDelete, deleting, onDelete }: CommentItemProps) {
  const { t } = useTranslation();
  const { user } = comment;
  const avatar = { ...user, profileImagePath: `/avatars/${comment.userId}.png` };
  return (
    <li className="flex gap-3 py-3">
      <Link to={`/profile/${comment.userId}`} className="shrink-0 rounded-full">
        <UserAvatar user={avatar} className="size-9" />
        <span className="sr-only">
          {t('comments.authorProfile', { name: `${user.name} ${user.surname}` })}
        </span>
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className="min-w-0 truncate text-sm font-semibold">
            {user.name} {user.surname}
          </span>
          <time
            dateTime={comment.createdAt}
            className="text-muted-foreground ml-auto shrink-0 text-xs"
          >
            {formatRelativeTime(t, comment.createdAt)}
          </time>
        </div>
        <p className="text-muted-foreground truncate text-xs">@{user.userName}</p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">{comment.content}</p>
      </div>
      {canDelete ? (
        <Tooltip label={t('comments.delete')}>
          <button
            type="button"
            aria-label={t('comments.delete')}
            disabled={deleting}
            onClick={() => onDelete(comment.id)}
            className="text-muted-foreground hover:bg-muted hover:text-destructive inline-flex size-8 shrink-0 items-center justify-center rounded-lg disabled:opacity-50"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </Tooltip>
      ) : null}
    </li>
  );
}
