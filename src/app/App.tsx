import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../components/theme';
import { Toaster } from '../components/Toaster';

interface AppProps {
  /** A browser router in the app, a memory router in flow stories. */
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ router }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
      <Toaster />
    </ThemeProvider>
  );
}
