import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

const SOURCE = ['src/**/*.{ts,tsx}'];
const TESTS = [
  '**/*.stories.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.bench.ts',
  '**/storyFixtures.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-perf',
      'dist-scale',
      'dist-server',
      'data',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      'reports',
      '.storybook/public/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.strict,
  ...storybook.configs['flat/recommended'],
  // Type-aware rules on the source: floating promises, `any` leaking out of JSON and the like.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: SOURCE })),
  {
    files: SOURCE,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // setup({ types }) takes `{} as T` to carry T (XState's idiom), which this rule calls
    // unnecessary where every field of T is optional.
    files: ['src/machines/**'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    // Tests read JSON replies and query results as `any`, and play functions are async
    // whether or not they wait.
    files: TESTS.map((test) => `src/${test}`),
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      // Spies are read as methods (`expect(args.onSave).toHaveBeenCalled()`), and a test may
      // reject with a plain value on purpose.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // The layers (docs/architecture.md): domain <- machines <- components <- app, and the backend
  // only for the app (its browser host), stories and tests. A component folder is entered by its
  // index. Code in src/testing serves tests and stories alone.
  ...layer('src/domain', ['machines', 'components', 'app', 'backend', 'testing']),
  ...layer('src/machines', ['components', 'app', 'backend', 'testing']),
  ...layer('src/components', ['app', 'backend', 'testing'], {
    insideFolders: true,
    testsMayUse: ['app/api'],
  }),
  ...layer('src/backend', ['machines', 'components', 'app', 'testing']),
  ...layer('src/app', ['backend/server', 'backend/handlers', 'testing']),
  ...layer('src/devtools', ['testing']),
  // The developer tools (/mockman: the request tester and the backend controls) are one module,
  // src/devtools. The store's code does not import it, the app enters it by its two entries, and
  // it reaches the rest through the contract, the shared components and the session.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS.map((test) => `src/${test}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/domain', './src/machines', './src/components', './src/backend'],
              from: './src/devtools',
              message: 'The store does not import the developer tools (docs/architecture.md).',
            },
            {
              target: './src/app',
              from: './src/devtools',
              except: ['./RequestTesterPage.tsx', './BackendControlsNotice.tsx'],
              message: 'The app enters the developer tools by their entries only.',
            },
            {
              target: './src/devtools',
              from: './src/machines',
              except: ['./support.ts'],
              message: "The developer tools do not reach into the store's flows.",
            },
            {
              target: './src/devtools',
              from: './src/app',
              except: [
                './api/client.ts',
                './boot/backendStart.ts',
                './flows/session.tsx',
                './flows/lists.tsx',
              ],
              message: 'The developer tools use the app only through its client and session.',
            },
            {
              target: './src/devtools',
              from: './src/backend',
              except: ['./browser/requestHistory.ts'],
              message: 'The developer tools reach the backend only through the API.',
            },
          ],
        },
      ],
    },
  },
  // Only the app talks to the network: screens and machines get their calls injected.
  {
    files: [
      'src/{domain,machines,components}/**/*.{ts,tsx}',
      'src/devtools/{RequestTester,BackendControls,BackendControlsBanner,machines}/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/app calls the API: inject the call.' },
      ],
    },
  },
  // Flows run in one place (docs/architecture.md): a screen runs its own machine, and the
  // store-wide flows (the shop's cart and wishlist, 'Order again' into it) run in the app.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/components/**',
      'src/devtools/RequestTester/**',
      'src/devtools/BackendControls/**',
      'src/app/flows/lists.tsx',
      'src/app/flows/useReorder.ts',
      'src/app/boot/machinesAndStyles.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@xstate/react']",
          message:
            'A screen in src/components runs its own machine; its page provides the side effects as props.',
        },
      ],
    },
  },
  // No import cycles in the source (stories and tests included).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);

/**
 * Forbids the files under `folder` to import from the named folders of src/. Stories, tests and
 * story fixtures may also import the backend and src/testing, and reach into another component's
 * files.
 * With `insideFolders`, production files enter another component's folder only by its index.
 */
function layer(folder, forbidden, { insideFolders = false, testsMayUse = [] } = {}) {
  const depth = folder.split('/').length - 1;
  const fromSrc = String.raw`^(\.\./){${depth},}`;
  const allowed = (name) =>
    testsMayUse
      .filter((path) => path.startsWith(`${name}/`))
      .map((path) => `(?!${path.slice(name.length + 1)}/)`)
      .join('');
  const patterns = (folders, enterByIndex, inTests = false) => [
    ...folders.map((name) => ({
      regex: `${fromSrc}${name}(/${inTests ? allowed(name) : ''}|$)`,
      message: `${folder} may not import from src/${name} (docs/architecture.md).`,
    })),
    ...(enterByIndex
      ? [
          {
            regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!index$)[^/]+`,
            message: "Import another component through its folder's index.ts.",
          },
        ]
      : []),
  ];
  const rule = (folders, enterByIndex, inTests) => ({
    'no-restricted-imports': ['error', { patterns: patterns(folders, enterByIndex, inTests) }],
  });
  return [
    {
      files: [`${folder}/**`],
      ignores: TESTS.map((test) => `${folder}/${test}`),
      rules: rule(forbidden, insideFolders),
    },
    {
      files: TESTS.map((test) => `${folder}/${test}`),
      rules: rule(
        forbidden.filter((name) => !['backend', 'testing'].includes(name)),
        false,
        true,
      ),
    },
  ];
}
