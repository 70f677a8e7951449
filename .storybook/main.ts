import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { releaseNotes } from './releaseNotes.ts';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The dish images at the root, as the app serves them, and MSW's worker, which only the
  // stories use (the store's backend has a service worker of its own, D32).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  // Stories wait for what the user sees, not for the spec's 1 s and 2 s loaders (D14).
  env: (config) => ({ ...config, VITE_LOADER_DELAYS: 'off' }),
  // Storybook's own iframe (axe, docs blocks) is over Vite's 500 KB hint; list only problems.
  // The 'Release notes' page reads the library's history as `virtual:release-notes`
  // (./releaseNotes.ts): git runs only when that page's module is built or served.
  viteFinal: (config, { configDir }) => ({
    ...config,
    logLevel: 'warn',
    build: { ...config.build, chunkSizeWarningLimit: 2000 },
    plugins: [...(config.plugins ?? []), releaseNotes(resolve(configDir, '..'))],
  }),
};

export default config;
