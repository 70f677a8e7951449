import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '../theme';

/**
 * Whether a CSS media query matches now; re-renders when that changes. A prerendered page is
 * built without a screen, as `onServer`, and hydrates as such before it reads the real one.
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

/**
 * Whether the screen has room for the filter sidebar beside the grid (D21). Prerendered pages
 * are built wide; CSS hides what does not fit a narrow screen until hydration.
 */
export const useWideScreen = () => useMediaQuery(`(min-width: ${theme.breakpoints.md}px)`, true);
