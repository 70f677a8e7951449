export {
  Columns,
  DishThumbnail,
  EmptyState,
  ListHeading,
  useFocusAfterRemoval,
} from './ListScreen';
export type { DishThumbnailProps, EmptyStateProps } from './ListScreen';
