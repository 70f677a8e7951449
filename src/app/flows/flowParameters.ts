/**
 * What every flow gives Storybook: the whole app rather than one route's screen, at the canvas's
 * full width, and the journey it shows (its docs description, which Flows/Overview lists), with
 * what the flow adds (`session`, `visual`, `a11y`).
 */
export const flowParameters = (journey: string, more: Record<string, unknown> = {}) => ({
  route: false,
  layout: 'fullscreen',
  docs: { description: { component: journey } },
  ...more,
});

/**
 * Axe's options for two apps in one canvas, as two tabs of one browser: each has its own main
 * landmark and header, which a page of one app never does (each app's screens pass these rules
 * in their own stories).
 */
export const twoTabsA11y = {
  config: {
    rules: [
      'landmark-no-duplicate-main',
      'landmark-main-is-top-level',
      'landmark-no-duplicate-banner',
      'landmark-unique',
    ].map((id) => ({ id, enabled: false })),
  },
};
