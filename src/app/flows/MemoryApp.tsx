import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from '../pages/router';

/** The whole app in a memory router, for flow stories (the preview supplies theme and toasts). */
export function MemoryApp({ url = '/' }: { url?: string }) {
  const [router] = useState(() => createMemoryRouter(createRoutes(), { initialEntries: [url] }));
  return <RouterProvider router={router} />;
}
