/** The shopper's theme (D25); 'system' follows the device's `prefers-color-scheme`. */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** A stored choice; anything else (nothing stored, an old or edited value) is 'system'. */
export const parseThemeChoice = (stored: string | null): ThemeChoice =>
  THEME_CHOICES.find((choice) => choice === stored) ?? 'system';
