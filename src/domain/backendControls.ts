import { API_ROUTES, ROUTES } from './api/routes';

// Backend controls (D26): the request tester makes a route of the in-browser backend slow, fail with
// a chosen status, or go offline, for the whole store.

/** The controls' own routes: no control acts on them, so the tester can always turn them off. */
export const BACKEND_CONTROLS_PATH = ROUTES.controls.path;

export const ALL_ROUTES = 'All routes';
export const CONTROL_REPLIES = ['Normal', '401', '404', '429', '500', '503', 'Offline'] as const;
export type ControlReply = (typeof CONTROL_REPLIES)[number];
export const MAX_DELAY_MS = 10_000;

/** Requests to `route` wait `delayMs`, then get `reply`: 'Normal' is the route's own answer. */
export interface BackendControl {
  /** A route of the API written as 'GET /api/products', or 'All routes'. */
  route: string;
  reply: ControlReply;
  delayMs: number;
}

/** A control as the API lists it, with the id that turns it off. */
export interface ActiveControl extends BackendControl {
  id: string;
}

/** What a control can act on: all routes, or any route of the API but the controls' own. */
export const CONTROL_ROUTES: readonly string[] = [
  ALL_ROUTES,
  ...API_ROUTES.filter(({ path }) => !path.startsWith(BACKEND_CONTROLS_PATH)).map(
    ({ method, path }) => `${method} ${path}`,
  ),
];

export const DELAY_ERROR = 'The delay must be a whole number from 0 to 10000.';

const isDelay = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DELAY_MS;

/** The delay typed in a form, or undefined unless it is a whole number from 0 to 10000. */
export function parseDelay(text: string): number | undefined {
  const digits = text.trim();
  if (!/^\d{1,5}$/.test(digits)) return undefined;
  const delayMs = Number(digits);
  return isDelay(delayMs) ? delayMs : undefined;
}

/** The API's 400 messages for a control that cannot be. */
export const CONTROL_PROBLEMS = {
  route: `route must be "${ALL_ROUTES}" or a route of the API, such as "GET /api/products"`,
  reply: `reply must be one of ${CONTROL_REPLIES.join(', ')}`,
  delayMs: `delayMs must be a whole number from 0 to ${MAX_DELAY_MS}`,
};

/** What is wrong with a control sent to the API (its 400 message), or undefined when nothing. */
export function controlProblem(
  control: Partial<Record<keyof BackendControl, unknown>>,
): string | undefined {
  if (!CONTROL_ROUTES.includes(control.route as string)) {
    return CONTROL_PROBLEMS.route;
  }
  if (!CONTROL_REPLIES.includes(control.reply as ControlReply)) {
    return CONTROL_PROBLEMS.reply;
  }
  if (!isDelay(control.delayMs)) return CONTROL_PROBLEMS.delayMs;
  return undefined;
}

const isControl = (value: unknown): value is BackendControl =>
  typeof value === 'object' && value !== null && controlProblem(value) === undefined;

/** The id in `DELETE /api/backend-controls/:controlId`: the route's words, 'get-api-products'. */
export const controlId = (route: string) =>
  route
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'GET /api/products: 503 after 2000 ms'. */
export function describeControl({ route, reply, delayMs }: BackendControl): string {
  return `${route}: ${reply}${delayMs > 0 ? ` after ${delayMs} ms` : ''}`;
}

export const describeControls = (controls: readonly BackendControl[]) =>
  controls.map(describeControl).join(', ');

/** The cookie's value: compact tuples, so that a control on every route fits in its 4 KB. */
export const encodeControls = (controls: readonly BackendControl[]) =>
  encodeURIComponent(
    JSON.stringify(controls.map(({ route, reply, delayMs }) => [route, reply, delayMs])),
  );

/** The controls a cookie's value holds; anything unreadable counts as no control. */
export function decodeControls(value: string): BackendControl[] {
  if (value === '') return [];
  try {
    const tuples: unknown = JSON.parse(decodeURIComponent(value));
    if (!Array.isArray(tuples)) return [];
    return tuples
      .map((tuple: unknown) => {
        const [route, reply, delayMs] = Array.isArray(tuple) ? (tuple as unknown[]) : [];
        return { route, reply, delayMs };
      })
      .filter(isControl);
  } catch {
    return [];
  }
}
