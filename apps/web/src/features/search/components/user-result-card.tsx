import type { UserSearchResult } from '@kolekt/shared/user';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/ui/user-avatar';

/** A person found by the search; the card opens their profile. */
export function UserResultCard({ user }: { user: UserSearchResult }) {
  return (
    <Link
      to={`/profile/${user.id}`}
      className="bg-background hover:ring-ring/40 flex h-full gap-3 rounded-xl p-4 shadow-[var(--shadow-card)] hover:ring-2"
    >
      <UserAvatar user={user} className="size-12 text-base" />
      <div className="min-w-0 space-y-1">
        <p className="truncate font-semibold">
          {user.name} {user.surname}
        </p>
        <p className="text-muted-foreground truncate text-sm">@{user.userName}</p>
        {user.biography ? (
          <p className="text-muted-foreground line-clamp-2 text-sm">{user.biography}</p>
        ) : null}
      </div>
    </Link>
  );
}
