import { useLocation, useNavigate } from 'react-router';

/** Sends a visitor to /login, remembering where they were so login can bring them back (D10). */
export function useSendToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate('/login', { state: { from: location.pathname + location.search } });
}
