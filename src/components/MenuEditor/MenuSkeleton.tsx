import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';

/** While the menu loads: a cuisine's heading and the shapes of four dishes. */
export function MenuSkeleton() {
  return (
    <SkeletonGroup label="Loading the menu">
      <Stack $gap="sm">
        <Skeleton width="8rem" height="2rem" />
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height="5rem" radius="lg" />
        ))}
      </Stack>
    </SkeletonGroup>
  );
}
