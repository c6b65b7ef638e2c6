import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface AvatarUser {
  name: string;
  surname: string;
  profileImagePath?: string | null;
}

interface UserAvatarProps {
  user: AvatarUser | null;
  className?: string;
  /**
   * Initials are hidden from screen readers beside a written name; a control named by the avatar
   * alone keeps them, so its name holds what it shows (WCAG 2.5.3).
   */
  spokenInitials?: boolean;
}

/** Profile picture, or the user's initials when there is none or it fails to load. */
export function UserAvatar({ user, className, spokenInitials = false }: UserAvatarProps) {
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
    <span aria-hidden={!spokenInitials} className={base}>
      {initials}
    </span>
  );
}
