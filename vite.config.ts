import { join, resolve } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { matchPicture } from './.storybook/pictureCommand.ts';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.js';
import { eagerModuleWrappers } from './scripts/eagerModuleWrappers.js';

/**
 * Names the chunk of the app's own first-paint code: every module src/app/boot/start.tsx imports
 * statically, less the libraries (chunks of their own). One chunk rather than one per module
 * the pages share with it: smaller, and evaluated in one step of main.tsx's boot.
 */
const SOURCE = resolve(import.meta.dirname, 'src');
/**
 * Backend tests the server's projects leave out: the backend controls stand in for a browser's
 * network ('Offline' is no reply at all), and on a server they are an admin's, off by default.
 */
const SERVER_CONTRACT_EXCLUDES = ['src/backend/handlers/controls.test.ts'];

function firstPaintAppChunk(): CodeSplittingGroup['name'] {
  let firstPaint: Set<string> | undefined;
  return (id, context) => {
    const staticClosure = (file: string, seen = new Set<string>()) => {
      if (!seen.has(file)) {
        seen.add(file);
        for (const imported of context.getModuleInfo(file)?.importedIds ?? [])
          staticClosure(imported, seen);
      }
      return seen;
    };
    firstPaint ??= staticClosure(join(SOURCE, 'app', 'boot', 'start.tsx'));
    return id.startsWith(SOURCE) && firstPaint.has(id) ? 'start' : null;
  };
}

/** One chunk per step of src/app/boot/main.tsx's boot (see `codeSplitting` below). */
const BOOT_GROUPS: CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
  {
    name: 'machines-and-styles',
    test: /node_modules[\\/](xstate|@xstate[\\/]react|styled-components|stylis|@emotion|use-sync-external-store)[\\/]/,
  },
  // What the entry itself needs, kept out of the app's chunk: else the entry would
  // import that chunk statically and evaluate it, libraries and all, before its steps.
  {
    name: 'boot',
    test: /vite[\\/]preload-helper|src[\\/]app[\\/]boot[\\/](afterNextPaint|prerenderedPage)/,
  },
  { name: firstPaintAppChunk(), debugName: 'start' },
];
const BOOT_CHUNKS = new Set(BOOT_GROUPS.map(({ name, debugName }) => debugName ?? name));
/** The file of a boot chunk (`assets/<name>-<hash>.js`, see chunkFileNames). */
const BOOT_FILE = new RegExp(`^assets/(${[...BOOT_CHUNKS].join('|')})-[^-/]+\\.js$`);
/**
 * The pages of staff and developers (the kitchen's, the request tester): their chunks go by
 * `assets/staff-<hash>.js`, and load what they import when they are opened, rather than name
 * it all in the first paint to preload.
 */
const STAFF_PAGES = new Set([
  'KitchenPage',
  'KitchenMenuPage',
  'KitchenLoginPage',
  'RequestTesterPage',
]);
const STAFF_FILE = /^assets\/staff-[^/]+\.js$/;

/**
 * styled-components 6 runs stylis's vendor prefixer only under `enableVendorPrefixes`, which the
 * store never sets: the prefixer's rules (about 1 KB gzip of the first paint) are dead code, and
 * a build leaves them out. Setting `enableVendorPrefixes` would need this plugin gone.
 */
const withoutVendorPrefixes = (): Plugin => ({
  name: 'without-vendor-prefixes',
  apply: 'build',
  load: (id) =>
    id.replaceAll('\\', '/').endsWith('/node_modules/stylis/src/Prefixer.js')
      ? 'export const prefix = (value) => value;'
      : undefined,
});

/** Module wrappers compiled with their chunk, off the main thread (scripts/eagerModuleWrappers.js). */
const eagerWrappers = (): Plugin => ({
  name: 'eager-module-wrappers',
  apply: 'build',
  renderChunk: (code) => eagerModuleWrappers(code),
});

/**
 * React Router's package exports point every bundler at its development build, whose dev
 * warnings stay in the bundle (remix-run/react-router#14753); a build takes its production one.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file),
}));

export default defineConfig(({ command }) => ({
  plugins: [react(), withoutVendorPrefixes(), eagerWrappers()],
  // styled-components' templates ship without their whitespace and comments, and a styled
  // component no page uses is dropped. No display names: the class names stay short. `ssr`
  // names each component by its file and place, so the prerendered HTML's classes are the
  // browser's (docs/decisions.md, D22).
  oxc: {
    plugins: {
      styledComponents: {
        displayName: false,
        fileName: false,
        ssr: true,
        minify: true,
        pure: true,
      },
    },
  },
  resolve: {
    alias: [
      {
        find: 'tldts',
        replacement: resolve(import.meta.dirname, 'src/backend/browser/registrableDomain.ts'),
      },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    // The size check reads this manifest to tell first-paint chunks from lazy ones.
    manifest: true,
    // The prerendered pages preload what they need (scripts/build.js); every browser we
    // support has modulepreload.
    modulePreload: {
      polyfill: false,
      // A lazy page's code never needs the boot's chunks preloaded: the first paint loaded them
      // all before any page could be asked for. Listing them at each of the two dozen dynamic
      // imports cost the first paint 0.1 KB, and the staff's pages' lists as much again.
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType !== 'js') return deps;
        if (STAFF_FILE.test(file)) return [];
        return deps.filter((dep) => !BOOT_FILE.test(dep));
      },
    },
    rolldownOptions: {
      output: {
        // The first paint lists every lazy chunk's file for preloading: those go by their hash
        // alone, which keeps that list short; the boot's chunks keep their names.
        chunkFileNames: ({ name }) => {
          if (BOOT_CHUNKS.has(name)) return 'assets/[name]-[hash:7].js';
          return STAFF_PAGES.has(name) ? 'assets/staff-[hash:7].js' : 'assets/[hash:7].js';
        },
        // The boot's chunks run most of their functions while the page hydrates. V8's explicit
        // compile hint (Chromium 136 on; a plain comment to other engines) compiles them all
        // with the chunk, on the thread that streams it in, instead of one by one on the main
        // thread as each is first called. In Lighthouse's runs the main thread's work after the
        // first paint fell by 6–15 % on /, /foodItems and a dish page. It hints the functions
        // after it, so it goes in after minification, which drops comments.
        postBanner: ({ name }) => (BOOT_CHUNKS.has(name) ? '//# allFunctionsCalledOnLoad' : ''),
        // One chunk per step of src/app/boot/main.tsx's boot: a step evaluates its chunk in a task
        // of its own, and a few large chunks compress better than many small ones.
        codeSplitting: {
          groups: BOOT_GROUPS,
        },
      },
    },
  },
  // The backend's service worker (D32) answers the whole origin: built as one classic script at
  // the root, whose scope is the root with no header. Vite serves it from src/ in development.
  server: { headers: { 'Service-Worker-Allowed': '/' } },
  worker: {
    format: 'iife',
    rolldownOptions: { output: { entryFileNames: 'backend-[name].js' } },
  },
  test: {
    // A committed `it.only` fails the run instead of silently dropping the other tests.
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.js'],
          environment: 'node',
          // The mock backend's IndexedDB, in memory (D23).
          setupFiles: ['fake-indexeddb/auto'],
          // A test that makes hundreds of backend calls (History's limit) takes 6 s on a loaded
          // 2-core machine: it still fails when it fails, later.
          testTimeout: 20_000,
          restoreMocks: true,
          // The files share their worker's modules, as the server's projects do: a fresh module
          // graph per file cost a third of the project's CPU. A stubbed global ends with its
          // test, and a test that needs a module's fresh state resets the modules itself.
          isolate: false,
          unstubGlobals: true,
        },
      },
      ...(['embedded', 'postgres'] as const).map((database) => ({
        extends: true as const,
        // The backend's contract and property tests, unchanged, through the server.
        test: {
          name: `contract on the server (${database})`,
          include: ['src/backend/handlers/*.test.ts', 'src/backend/backend.property.test.ts'],
          exclude: SERVER_CONTRACT_EXCLUDES,
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto', 'src/testing/serverContractSetup.ts'],
          // 1,000 random calls on each database: the 10,000 run on the in-browser backend, and
          // the handlers are the same; the server's share is its storage, which these reach.
          env: { CONTRACT_DATABASE: database, PROPERTY_RUNS: '10' },
          // One database per worker (src/testing/serverContractDatabase.ts), not one per file.
          isolate: false,
          testTimeout: 20_000,
          restoreMocks: true,
        },
      })),
      {
        extends: true,
        // Every story is a test: its play function, then axe (`a11y.test: 'error'`).
        plugins: [storybookTest({ configDir: resolve(import.meta.dirname, '.storybook') })],
        // What the docs page and the flows' overview import (.storybook/DocsPage.tsx): found
        // only once a story had loaded, Vite bundled it then and reloaded the page mid-test.
        optimizeDeps: { include: ['storybook/internal/csf', '@storybook/addon-docs/blocks'] },
        test: {
          name: 'stories',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // A flow story waits for several screens, each wait up to 8 s (.storybook/preview.tsx):
          // on a slow 2-core machine a long flow took over the browser mode's default of 15 s.
          testTimeout: 60_000,
          // One page for all story files: each story starts from the seed and a visitor's session
          // (.storybook/preview.tsx), so a fresh page per file would only repeat the set-up.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
              // Larger than any story's viewport, so that stories and their pictures are not
              // scaled down to fit the runner's page.
              contextOptions: { viewport: { width: 1600, height: 3100 } },
            }),
            instances: [{ browser: 'chromium' }],
            // What the story left on screen is not a failure's evidence; the error is.
            screenshotFailures: false,
            commands: { matchPicture },
          },
        },
      },
    ],
  },
}));
