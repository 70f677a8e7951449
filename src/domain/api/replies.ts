import { check } from './check';
import { CONTRACT, type RouteContract } from './contract';
import type { RouteName } from './routes';
import { errors } from './schemas';

/** What is wrong with a reply of the route, by its contract; undefined when nothing is. */
export function replyProblem(name: RouteName, status: number, body: unknown): string | undefined {
  const { replies }: RouteContract = CONTRACT[name];
  const schema = status >= 200 && status < 300 ? replies[status as 200 | 201] : errors;
  if (!schema) return `${name} does not answer ${status}`;
  const checked = check(schema, body);
  return checked.ok ? undefined : `${name} answered ${status}: ${checked.problem}`;
}
