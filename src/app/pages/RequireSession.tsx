import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../flows/session';
import { PATHS } from '../../domain/paths';

/**
 * Guards /cart, /wishList, /checkout, /orders/* and /profile/* (D10); login brings the shopper
 * back.
 */
export function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <Outlet />;
}
