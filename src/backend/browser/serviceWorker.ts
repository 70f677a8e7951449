/// <reference lib="webworker" />
// The in-browser backend (D32): a service worker that answers the API's calls itself, off the
// page's main thread, from IndexedDB. Each call it answers is posted to the tab that made it,
// for History in the request tester.
import './workerGlobals';
import { isApiCall } from '../../domain/requestHistory';
import { createCookieStoreControls } from './controls';
import { createDispatch } from '../dispatch';
import { createBrowserBackend, everyHandler } from './index';
import { historyEntryOf, type CallToRecord } from './requestHistory';

declare const self: ServiceWorkerGlobalScope;

const controls = createCookieStoreControls(self.cookieStore);
const dispatch = createDispatch(everyHandler(createBrowserBackend(undefined, controls).handlers));

/** The order in which calls start, across restarts of the worker: History lists them by it. */
const startOf = () => performance.timeOrigin + performance.now();

async function answer(request: Request): Promise<Response> {
  await controls.settled();
  const reply = await dispatch(request);
  // A change of the controls is in the cookie before its reply: a page loaded next reads it.
  await controls.settled();
  // A call the backend has no route for (another origin's) goes to the network as it was.
  return reply ?? fetch(request);
}

async function answerAndRecord(event: FetchEvent): Promise<Response> {
  const { request, clientId } = event;
  const startedAt = startOf();
  const call: CallToRecord = {
    id: crypto.randomUUID(),
    seq: startedAt,
    startedAt,
    request: request.clone(),
  };
  const response = await answer(request).catch(() => Response.error());
  // The worker stays up until the tab has its entry: it may be stopped once idle.
  event.waitUntil(
    historyEntryOf(call, response.clone(), startOf(), self.location.origin)
      .then(async (entry) =>
        (await self.clients.get(clientId))?.postMessage({ historyEntry: entry }),
      )
      .catch(() => undefined),
  );
  return response;
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// A page loaded with the cache bypassed (a hard reload) starts uncontrolled: it asks to be.
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

/**
 * Storybook, published with the store at /storybook/ (D48), runs its stories on a backend of
 * their own, in their page, through MSW's worker, whose scope is /storybook/. A page of it that
 * this worker controls (opened before MSW's worker took it over) gets no answer from the shop's
 * data: a story may reset or fill the backend it runs on.
 */
const fromStorybook = ({ referrer }: Request) =>
  referrer !== '' && new URL(referrer).pathname.startsWith('/storybook/');

self.addEventListener('fetch', (event) => {
  if (isApiCall(new URL(event.request.url)) && !fromStorybook(event.request)) {
    event.respondWith(answerAndRecord(event));
  }
});
