import { useLocation, useNavigate } from 'react-router';

/** After login or signup: back where the shopper was sent from (useSendToLogin), else home. */
export function useReturnTo() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return () => void navigate(typeof from === 'string' ? from : '/', { replace: true });
}
