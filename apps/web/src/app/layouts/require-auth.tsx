import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberReturnPath } from '@/lib/return-path';
import { useIsAuthenticated } from '@/stores/session-store';

/** Guests go to /welcome; a deep link is remembered so login can return to it. */
export function Component() {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (authenticated) return <Outlet />;
  if (location.pathname !== '/') rememberReturnPath(location.pathname + location.search);
  return <Navigate to="/welcome" replace />;
}
