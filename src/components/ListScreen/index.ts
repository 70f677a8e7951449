export { Columns, EmptyState, ListHeading, useFocusAfterRemoval } from './ListScreen';
export type { EmptyStateProps } from './ListScreen';
