import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface AvatarUser {
  name: string;
  surname: string;
  profileImagePath?: string | null;
}

/** Profile picture, or the user's initials when there is none or it fails to load. */
export function UserAvatar({ user, className }: { user: AvatarUser | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn(
    'bg-primary-soft text-primary inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full text-xs font-semibold',
    className,
  );
  if (!user) {
    return (
      <span className={base}>
        <UserRound aria-hidden className="size-4" />
      </span>
    );
  }
  if (user.profileImagePath && !failed) {
    return (
      <img
        src={user.profileImagePath}
        alt=""
        onError={() => setFailed(true)}
        className={cn(base, 'object-cover')}
      />
    );
  }
  const initials = `${user.name.charAt(0)}${user.surname.charAt(0)}`.toLocaleUpperCase('tr');
  return (
    <span aria-hidden className={base}>
      {initials}
    </span>
  );
}
