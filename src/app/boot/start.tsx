import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from '../pages/App';
import { whenBackendReady } from './backendStart';
import { createCatalog } from '../api/catalogCache';
import { replayEarlyInput } from './earlyInput';
import { prepareHydration } from './hydration';
import { preloadLayout } from '../pages/Layout';
import { readPrerenderedCatalog } from './prerenderedCatalog';
import { adoptPrerenderedStyles } from './prerenderedStyles';
import { createRoutes } from '../pages/router';
import { preloadShopperLists } from '../flows/lists';

type Router = ReturnType<typeof createBrowserRouter>;

/** The promises the first page's loaders returned: its content follows when they settle. */
const pendingRouteData = (router: Router) =>
  Object.values(router.state.loaderData).flatMap((data: unknown) =>
    data && typeof data === 'object'
      ? Object.values(data).filter((value) => value instanceof Promise)
      : [],
  );

const initialized = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe(({ initialized }) => {
      if (!initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** Hands the shopper's early input to the page once it has hydrated (its first commit). */
function ReplayEarlyInput() {
  useEffect(() => void replayEarlyInput(), []);
  return null;
}

// A shopper who never stops tapping leaves no idle time: the backend starts after 2 s anyway.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run);

/** Hydrates a prerendered page (or renders the shell's), then starts the backend. */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  adoptPrerenderedStyles();
  preloadShopperLists();
  const prerendered = readPrerenderedCatalog();
  // Once the backend answers, the pages use the API's catalog instead of the one they were built
  // from, and reload whenever it changes (D42).
  const catalog = createCatalog(prerendered, () => router.revalidate());
  const routes = createRoutes(catalog);
  const app = (router: Router) => (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
        <ReplayEarlyInput />
      </App>
    </StrictMode>
  );

  let router: Router;
  if (prerendered) {
    const [hydrationData] = await Promise.all([
      prepareHydration(routes, new URL(window.location.href)),
      preloadLayout(),
    ]);
    router = createBrowserRouter(routes, { hydrationData });
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page: a tap during it is answered sooner.
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  } else {
    router = createBrowserRouter(routes);
    // The shell's HTML already shows the loading page: the app renders once the page's code and
    // data are in, in one pass. Rendered at once, it drew the same loading page, then the page
    // in slices (a router update is a transition), with the document's style recalculated
    // between slices as each added its components' styles.
    await initialized(router);
    createRoot(container).render(app(router));
  }

  // The backend starts once the first page shows its content (after the spec's loader, if it
  // has one); a request made before that (a signed-in shopper's lists) starts it at once. Once it answers, the pages use the
  // API's catalog instead of the one they were built from.
  await Promise.allSettled(pendingRouteData(router));
  whenIdle(() => {
    whenBackendReady()
      .then(() => catalog.takeFromApi())
      .catch(() => undefined);
  });
}
