import { check } from './check';
import { CONTRACT, type RouteContract } from './contract';
import { ROUTES, type RouteName } from './routes';
import { errors } from './schemas';

/** What is wrong with a reply of the route, by its contract; undefined when nothing is. */
export function replyProblem(name: RouteName, status: number, body: unknown): string | undefined {
  const { replies }: RouteContract = CONTRACT[name];
  const schema = status >= 200 && status < 300 ? replies[status as 200 | 201] : errors;
  if (!schema) return `${name} does not answer ${status}`;
  const checked = check(schema, body);
  return checked.ok ? undefined : `${name} answered ${status}: ${checked.problem}`;
}

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\./g, '\\.')}$`);
const PATTERNS = Object.entries(ROUTES).map(
  ([name, { method, path }]) => [name as RouteName, method, patternOf(path)] as const,
);

/** The route a request is for, by its method and path; undefined when none is. */
export function routeNameOf(method: string, pathname: string): RouteName | undefined {
  // A fixed path wins over a pattern: '/api/user/cart/quote' is not a product of the cart.
  const matches = PATTERNS.filter(([, m, pattern]) => m === method && pattern.test(pathname));
  return (matches.find(([name]) => ROUTES[name].path === pathname) ?? matches[0])?.[0];
}
