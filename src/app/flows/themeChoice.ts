import { useSyncExternalStore } from 'react';
import { parseThemeChoice, type ThemeChoice } from '../../domain/theme';

// index.html's inline script reads the same key and sets the same attribute before the first
// paint (D25); GlobalStyle picks the palette from the attribute, or from the system without one.
const STORAGE_KEY = 'theme';

const read = (): ThemeChoice => parseThemeChoice(localStorage.getItem(STORAGE_KEY));

/** `<html data-theme="light|dark">` for a choice; 'system' leaves it to `prefers-color-scheme`. */
function apply(choice: ThemeChoice) {
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  // A choice made in another tab (or its storage cleared) applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    apply(read());
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Applies and remembers a choice. */
export function chooseTheme(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, choice);
  apply(choice);
  listeners.forEach((listener) => listener());
}

/**
 * The shopper's theme. A prerendered page is built with 'System', so hydration reads that and the
 * stored choice follows in the next render: only the button's icon changes, not its size.
 */
export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(subscribe, read, () => 'system');
