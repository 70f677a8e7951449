import { describe, expect, it } from 'vitest';
import { parseThemeChoice } from './theme';

describe('a stored theme choice', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['Dark', 'system'],
    ['sepia', 'system'],
  ] as const)('%j reads as %s', (stored, choice) => {
    expect(parseThemeChoice(stored)).toBe(choice);
  });
});
