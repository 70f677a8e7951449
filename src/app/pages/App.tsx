import type { ReactNode } from 'react';
import { GlobalStyle } from '../../components/theme';
import { Toaster } from '../../components/Toaster';

/** The providers around the router: a browser router in the app, a static one when prerendering. */
export function App({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      {children}
      <Toaster />
    </>
  );
}
