import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export interface RouteParameter {
  /** The route pattern the story is mounted at, e.g. `/foodItems/:id`. */
  path?: string;
  /** The URL the story opens at, e.g. `/foodItems/prod-biryani`. */
  url?: string;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Where the story renders; `false` when the story brings its own router (flow stories). */
    route?: RouteParameter | false;
  }
}

/**
 * Shown when the story navigates away, so a play function can assert where the user went and,
 * for a link to login or signup, where that page is to return to (`state.from`).
 */
function NavigatedAway() {
  const { pathname, search, state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return (
    <p role="status">
      Navigated to {pathname + search}
      {typeof from === 'string' ? `, to return to ${from}` : null}
    </p>
  );
}

export const withRouter: Decorator = (Story, { parameters }) => {
  const route = parameters.route as RouteParameter | false | undefined;
  if (route === false) return <Story />;
  const url = route?.url ?? '/';
  const path = route?.path ?? url.split('?')[0];
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<NavigatedAway />} />
      </Routes>
    </MemoryRouter>
  );
};
