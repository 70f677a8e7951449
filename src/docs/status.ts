/**
 * A component's status is a tag on its stories file's meta (`tags: ['stable']`). Storybook lists
 * every tag in the sidebar's tag filter; the sidebar's badges (.storybook/manager.ts), the docs
 * pages (.storybook/DocsPage.tsx) and the 'Component status' page read them through this module.
 * No imports: the manager's bundle takes it as it is.
 */
export const STATUSES = {
  stable: {
    label: 'Stable',
    meaning:
      'Used by the store, documented and tested. Its props and behaviour change only on purpose.',
    colors: { text: '#14532D', background: '#DCFCE7' },
  },
  beta: {
    label: 'Beta',
    meaning:
      'Used by the store and tested, but new: its props, looks and behaviour may still change.',
    colors: { text: '#78350F', background: '#FEF3C7' },
  },
  deprecated: {
    label: 'Deprecated',
    meaning:
      'Kept for what still uses it. Do not use it in new code; its docs say what replaces it.',
    colors: { text: '#7F1D1D', background: '#FEE2E2' },
  },
} as const;

export type Status = keyof typeof STATUSES;

export const STATUS_NAMES = Object.keys(STATUSES) as Status[];

/** The status among a story's or component's tags, if it declares one. */
export const statusOf = (tags: readonly string[] | undefined): Status | undefined =>
  STATUS_NAMES.find((status) => tags?.includes(status));
