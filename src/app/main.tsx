import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../components/theme';
import { Toaster } from '../components/Toaster';
import { whenBackendReady } from './backend';
import { router } from './router';

// Start the backend now, in parallel with the first paint; data requests await it.
void whenBackendReady();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
      <Toaster />
    </ThemeProvider>
  </StrictMode>,
);
