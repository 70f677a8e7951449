import { BOARD_COLUMNS } from '../../domain/kitchen';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Column, Columns } from './KitchenBoard.styles';

/** While the orders load: the four columns, each with the shapes of two tickets. */
export function BoardSkeleton() {
  return (
    <SkeletonGroup label="Loading the orders">
      <Columns>
        {BOARD_COLUMNS.map(({ status }) => (
          <Column key={status} $gap="sm">
            <Skeleton width="8rem" height="1.5rem" />
            <Skeleton height="10rem" radius="lg" />
            <Skeleton height="10rem" radius="lg" />
          </Column>
        ))}
      </Columns>
    </SkeletonGroup>
  );
}
