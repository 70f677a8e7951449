import { delay, http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import {
  ALL_ROUTES,
  BACKEND_CONTROLS_PATH,
  controlId,
  type BackendControl,
} from '../../domain/backendControls';
import type { BackendControlsStore } from '../browser/controls';
import { answeredDirectly } from '../dispatch';
import { apiPath, errorReply, handlerOf, isApiUrl, notFound, jsonReply } from '../http';

/** Waits before a controlled reply; tests pass their own. */
export type Wait = (ms: number) => Promise<unknown>;

const isControlsPath = (pathname: string) =>
  pathname === BACKEND_CONTROLS_PATH || pathname.startsWith(`${BACKEND_CONTROLS_PATH}/`);

function routeMatches(route: string, request: Request, url: URL): boolean {
  const [method, path = ''] = route.split(' ');
  if (method !== request.method) return false;
  try {
    return matchRequestUrl(url, apiPath(path)).matches;
  } catch {
    // A broken percent-escape cannot match a route pattern: the malformed-path guard answers it.
    return false;
  }
}

/** The control for this request: its route's own, else the one on all routes. */
function controlFor(store: BackendControlsStore, request: Request): BackendControl | undefined {
  const url = new URL(request.url);
  if (!isApiUrl(url) || isControlsPath(url.pathname)) return undefined;
  const controls = store.read();
  return (
    controls.find(({ route }) => route !== ALL_ROUTES && routeMatches(route, request, url)) ??
    controls.find(({ route }) => route === ALL_ROUTES)
  );
}

const forcedMessage = ({ route, reply }: BackendControl) =>
  `This ${reply} was forced by the backend controls (${route}).`;

/**
 * Extension (D26): the layer in front of every route. A request under a control waits its delay,
 * then gets the forced status in the API's error shape, a network error ('Offline'), or goes on
 * to its route ('Normal'). The controls' own routes are never controlled.
 */
export function controlLayerHandlers(
  store: BackendControlsStore,
  wait: Wait = delay,
): HttpHandler[] {
  const applies = (request: Request) => controlFor(store, request) !== undefined;
  const answer = async ({ request }: { request: Request }) => {
    const control = controlFor(store, request);
    if (!control) return undefined;
    await wait(control.delayMs);
    if (control.reply === 'Normal') return undefined;
    if (control.reply === 'Offline') return HttpResponse.error();
    return errorReply(Number(control.reply), forcedMessage(control));
  };
  return [
    answeredDirectly(
      http.all(({ request }) => applies(request), answer),
      { applies, answer },
    ),
  ];
}

const listReply = (controls: BackendControl[], status = 200) =>
  jsonReply(
    { controls: controls.map((control) => ({ id: controlId(control.route), ...control })) },
    { status },
  );

/** Extension (D26): the request tester's backend controls, one per route. */
export function controlHandlers(store: BackendControlsStore): HttpHandler[] {
  const handle = handlerOf();
  return [
    handle('controls', () => listReply(store.read())),

    handle('addControl', ({ body: { control } }) => {
      const controls = store.read();
      // A route has one control: a new one takes the place of the old.
      const next = controls.some(({ route }) => route === control.route)
        ? controls.map((current) => (current.route === control.route ? control : current))
        : [...controls, control];
      store.write(next);
      return listReply(next, 201);
    }),

    handle('turnOffControl', ({ params }) => {
      const controls = store.read();
      const next = controls.filter(({ route }) => controlId(route) !== params.controlId);
      if (next.length === controls.length) throw notFound('control', params.controlId);
      store.write(next);
      return listReply(next);
    }),

    handle('turnAllControlsOff', () => {
      store.write([]);
      return listReply([]);
    }),
  ];
}
