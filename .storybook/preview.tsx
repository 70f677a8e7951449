// Before anything opens a database: the in-browser backend's IndexedDB lives in memory here (D23).
import 'fake-indexeddb/auto';
import './memoryStorage';
import type { Decorator, Preview } from '@storybook/react-vite';
import { getResponse } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { GlobalStyle } from '../src/components/theme';
import { Toaster } from '../src/components/Toaster';
import { createBrowserBackend, everyHandler } from '../src/backend/browser';
import { markBackendStartedElsewhere } from '../src/app/boot/backendStart';
import { DocsPage } from './DocsPage';
import { VIEWPORTS } from './viewports';
import { withRouter } from './withRouter';

// findBy* and waitFor give up after 1 s by default. Flow stories boot the whole app (lazy page
// chunks, the catalog through MSW), and the request tester loads its JSON viewer on demand: a
// 2-core CI machine with one core busy took over 3 s for that. A story that fails still fails,
// later; the story's own test timeout stays above it.
configure({ asyncUtilTimeout: 8000 });

// One in-memory backend for the whole Storybook, put back to the seed before every story so
// that no story sees what another left behind.
const backend = createBrowserBackend();
markBackendStartedElsewhere();

/**
 * MSW's worker, from Storybook's own folder: the root in development and in Vitest, /storybook/
 * where the store publishes it (D48), whose root is the store's. (The addon's own start asks
 * for it at the root.) The backend's `fallback` answers every /api call; the rest, Storybook's
 * files and the dishes' pictures, goes to the network.
 */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
  });
  return worker;
}

/** Logs in as 'Be My Guest' does, through the backend's own route, without the login page. */
async function signInAsGuest() {
  const request = new Request(new URL('/api/auth/guest', location.origin), { method: 'POST' });
  const response = await getResponse(everyHandler(backend.handlers), request);
  const { encodedToken, foundUser } = await response!.json();
  localStorage.setItem('token', encodedToken);
  localStorage.setItem('user', JSON.stringify(foundUser));
}

/**
 * The store's theme (D25) from the toolbar, or a story's own `globals: { theme: 'dark' }`, as the
 * app sets it: on `<html data-theme>`. A docs page shows many stories in one document, so there
 * the toolbar's theme holds for the whole page.
 */
const withTheme: Decorator = (Story, { globals, userGlobals, viewMode }) => {
  document.documentElement.dataset.theme = (viewMode === 'docs' ? userGlobals : globals).theme;
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: "The store's theme",
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', icon: 'sun', title: 'Light' },
          { value: 'dark', icon: 'moon', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  loaders: [mswLoader(startWorker)],
  beforeEach: async ({ parameters }) => {
    await backend.db.reset();
    // Every story starts as a visitor (no session left by a previous flow story), or signed in
    // as the guest with `parameters: { session: 'guest' }`.
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    // The kitchen's session and chime (D40), which flow stories of the kitchen set.
    for (const key of ['kitchenToken', 'kitchenStaff', 'kitchenChimeMuted']) {
      localStorage.removeItem(key);
    }
    // A theme a flow story chose in the header.
    localStorage.removeItem('theme');
    if (parameters.session === 'guest') await signInAsGuest();
  },
  decorators: [
    withRouter,
    withTheme,
    (Story) => (
      <>
        <GlobalStyle />
        <Story />
        <Toaster />
      </>
    ),
  ],
  parameters: {
    layout: 'padded',
    // Named groups, so a story swaps one of them: `msw: { handlers: { cart: [...] } }`.
    msw: { handlers: backend.handlers },
    a11y: { test: 'error' },
    controls: { expanded: true },
    // Each component's status and guidance above Storybook's own docs page (./DocsPage.tsx).
    docs: { page: DocsPage },
    // The theme's breakpoints and the pictures' widths; stories stay responsive unless one is
    // picked (a story's `globals: { viewport: { value: 'md' } }` also sizes its test's page).
    viewport: { options: VIEWPORTS },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'Component status',
          'Release notes',
          'Primitives',
          'Components',
          'Screens',
          'Flows',
        ],
      },
    },
  },
};

export default preview;
