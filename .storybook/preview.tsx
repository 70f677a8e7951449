// Before anything opens a database: the mock backend's IndexedDB lives in memory here (D23).
import 'fake-indexeddb/auto';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { GlobalStyle } from '../src/components/theme';
import { Toaster } from '../src/components/Toaster';
import { createMockBackend } from '../src/mocks';
import { markBackendStartedElsewhere } from '../src/app/backend';
import { withRouter } from './withRouter';

// findBy* and waitFor give up after 1 s by default. Flow stories boot the whole app (lazy page
// chunks, the catalog through MSW), which a busy 2-core CI machine can take longer than that.
configure({ asyncUtilTimeout: 3000 });

// One in-memory backend for the whole Storybook, put back to the seed before every story so
// that no story sees what another left behind.
const backend = createMockBackend();
markBackendStartedElsewhere();

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  beforeEach: async () => {
    await backend.db.reset();
    // Every story starts as a visitor: no session left by a previous flow story.
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  },
  decorators: [
    withRouter,
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
    options: {
      storySort: { order: ['Introduction', 'Primitives', 'Components', 'Screens', 'Flows'] },
    },
  },
};

export default preview;
