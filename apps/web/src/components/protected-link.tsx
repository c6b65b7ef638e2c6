import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { openAuthModal } from '@/lib/open-auth-modal';
import { rememberReturnPath } from '@/lib/return-path';
import { useIsAuthenticated } from '@/stores/session-store';

type ProtectedLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  to: string;
  /** The modal's first tab for a guest: register where newcomers are expected. */
  authTab?: 'login' | 'register';
};

/** A link for signed-in users; for guests it opens the auth modal and goes there after login. */
export function ProtectedLink({ to, onClick, authTab = 'login', ...props }: ProtectedLinkProps) {
  const authenticated = useIsAuthenticated();
  if (authenticated) return <Link to={to} onClick={onClick} {...props} />;
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        rememberReturnPath(to);
        openAuthModal({ tab: authTab });
      }}
      {...props}
    />
  );
}
