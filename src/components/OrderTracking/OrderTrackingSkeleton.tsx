import { Cluster } from '../Cluster';
import { Panel } from '../Panel';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { Arrival } from './OrderTracking.styles';

/** The status card that is coming, built from its own boxes. Silent: put it in a SkeletonGroup. */
export function OrderTrackingSkeleton() {
  return (
    <Panel $gap="lg" $widePadding="lg" $shadow="sm" data-testid="order-tracking-skeleton">
      <Cluster $gap={['sm', 'lg']} $align="end" $justify="space-between">
        <Stack $gap="xxs">
          <Skeleton width="6rem" height="1.3rem" />
          <Skeleton width="10rem" height="2rem" />
        </Stack>
        <Arrival $gap="xxs">
          <Skeleton width="12rem" height="2.5rem" />
          <Skeleton width="9rem" height="1.5rem" />
        </Arrival>
      </Cluster>
      <Skeleton height="3.5rem" />
    </Panel>
  );
}
