import { BellRing, LogOut, Puzzle, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/stores/session-store';
import { useLogout } from '../hooks/use-logout';
import { UserAvatar } from '@/components/ui/user-avatar';

// The highlighted item is drawn as plainly as any focused control: a tint alone was too faint to
// follow with the arrow keys.
const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-primary';

/** The signed-in user's menu; a guest sees GuestAuthButtons in its place. */
export function UserDropdown() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout, pending } = useLogout();
  if (!user) return null;

  return (
    // Not modal and not portalled: the menu stays inside the header's navigation landmark and
    // leaves the page visible to assistive technology, as a disclosure of links should.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="hover:bg-muted focus-visible:outline-primary inline-flex rounded-full p-1 transition-colors focus-visible:outline-3">
        <UserAvatar user={user} spokenInitials />
        <span className="sr-only">{t('userMenu.open')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="bg-background border-border z-50 min-w-56 rounded-xl border p-1.5 shadow-lg"
      >
        <DropdownMenu.Label className="px-2 py-2">
          <p className="text-sm font-semibold">{t('userMenu.greeting', { name: user.name })}</p>
          <p className="text-muted-foreground text-xs">@{user.userName}</p>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="bg-border my-1 h-px" />
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/profile">
            <User aria-hidden className="size-4" />
            {t('userMenu.profile')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/watching">
            <BellRing aria-hidden className="size-4" />
            {t('userMenu.watching')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/settings/account">
            <Settings aria-hidden className="size-4" />
            {t('userMenu.accountSettings')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/extension">
            <Puzzle aria-hidden className="size-4" />
            {t('userMenu.extension')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={itemClasses}
          disabled={pending}
          onSelect={() => void logout()}
        >
          <LogOut aria-hidden className="size-4" />
          {t('userMenu.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
