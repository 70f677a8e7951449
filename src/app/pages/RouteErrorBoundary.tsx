import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} statusText={error.statusText} />;
  }
  return <ErrorPage message={error instanceof Error ? error.message : String(error)} />;
}
