import { NotFound } from '../../components/NotFound';

/** Any path the store does not know. */
export function NotFoundPage() {
  return <NotFound />;
}
