import type { Person } from '@kolekt/shared/members';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/ui/user-avatar';

interface PersonLineProps {
  person: Person;
  /** What the list says about them: their role, when an invitation ends. */
  detail?: ReactNode;
}

/** Picture, full name and @username of someone in a collection's member lists. */
export function PersonLine({ person, detail }: PersonLineProps) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <UserAvatar user={person} className="size-9" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">
          {person.name} {person.surname}
        </p>
        <p className="text-muted-foreground truncate text-xs">
          @{person.userName}
          {detail ? <> · {detail}</> : null}
        </p>
      </div>
    </div>
  );
}
