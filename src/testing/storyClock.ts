/** The time story tests freeze `Date` at (`.storybook/vitest.setup.ts`); fixtures are relative to it. */
export const STORY_NOW = new Date('2026-11-02T09:30:00Z');
