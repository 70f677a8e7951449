import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../components/theme';
import { Toaster } from '../components/Toaster';

/** The providers around the router: a browser router in the app, a static one when prerendering. */
export function App({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
