import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { whenBackendReady } from './backend';
import { createRoutes } from './router';

// Start the backend now, in parallel with the first paint. Data requests await it and show a
// failure on the page, with a Retry that starts it again.
whenBackendReady().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={createBrowserRouter(createRoutes())} />
  </StrictMode>,
);
