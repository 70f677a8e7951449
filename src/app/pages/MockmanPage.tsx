import { Placeholder } from './Placeholder';

// Loaded lazily by the router (`lazy` reads `Component`), so the request tester and its JSON
// viewer stay out of the storefront's first paint.
export function Component() {
  return <Placeholder title="Mockman" />;
}
