import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../domain/paths';

/** Sends a visitor to /login, remembering where they were so login can bring them back (D10). */
export function useSendToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(PATHS.login, { state: { from: location.pathname + location.search } });
}
