import { startTransition, useEffect, useState } from 'react';
import { theme } from '../theme';

/**
 * Whether this tab has read the screen yet. Until then the page may be hydrating, and must render
 * as it was built; after that, a component that mounts reads the screen at once.
 */
let screenRead = false;

/**
 * Whether a CSS media query matches now; re-renders when that changes. A prerendered page is
 * built without a screen, as `onServer`, and hydrates as such. The real screen follows in a
 * transition: on a phone it swaps the filters' column for a drawer and closes them, a re-render
 * of the whole page that would otherwise be one long task right after hydration.
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  const [matches, setMatches] = useState(() =>
    screenRead ? window.matchMedia(query).matches : onServer,
  );
  useEffect(() => {
    screenRead = true;
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setMatches(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

const WIDE_SCREEN = `(min-width: ${theme.breakpoints.md}px)`;

/**
 * Whether the screen has room for the filter sidebar beside the grid (D21). Prerendered pages
 * are built wide; CSS hides what does not fit a narrow screen until hydration.
 */
export const useWideScreen = () => useMediaQuery(WIDE_SCREEN, true);

/**
 * The screen as it is at this moment, for an event handler: what `useWideScreen` gives may
 * still be the prerendered page's wide screen for a transition's length after hydration.
 */
export const isWideScreen = () => window.matchMedia(WIDE_SCREEN).matches;
