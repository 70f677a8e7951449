import { Skeleton } from '../Skeleton';
import { Arrival, Headline, StatusCard } from './OrderTracking.styles';

/** The status card that is coming, built from its own boxes. Silent: put it in a SkeletonGroup. */
export function OrderTrackingSkeleton() {
  return (
    <StatusCard as="div" data-testid="order-tracking-skeleton">
      <Headline>
        <Skeleton width="10rem" height="2rem" />
        <Arrival>
          <Skeleton width="12rem" height="2.5rem" />
          <Skeleton width="9rem" height="1.5rem" />
        </Arrival>
      </Headline>
      <Skeleton height="3.5rem" />
    </StatusCard>
  );
}
