import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { whenBackendReady } from './backend';
import { createRoutes } from './router';

// Start the backend now, in parallel with the first paint; data requests await it.
void whenBackendReady();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={createBrowserRouter(createRoutes())} />
  </StrictMode>,
);
