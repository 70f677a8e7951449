export { Columns, EmptyState, ListHeading, Thumbnail, useFocusAfterRemoval } from './ListScreen';
export type { EmptyStateProps } from './ListScreen';
