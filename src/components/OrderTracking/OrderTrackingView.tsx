import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { PATHS } from '../../domain/paths';
import type { TrackedOrder } from '../../machines/orderTracking';
import { ListHeading } from '../ListScreen';
import { MissingNotice } from '../MissingNotice';
import { OrderDetails, OrderDetailsSkeleton } from '../OrderDetails';
import { SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';
import { Wrapper } from './OrderTracking.styles';
import { OrderProgress, type CancelControl } from './OrderProgress';
import { OrderTrackingSkeleton } from './OrderTrackingSkeleton';

export interface OrderTrackingViewProps {
  /** The order and where it is; undefined while it loads, null when the shopper has no such order. */
  tracked: TrackedOrder | null | undefined;
  /** What can be done with the order, such as 'Order again'. */
  actions?: ReactNode;
  /** 'Cancel order' while the order waits for the kitchen; left out, it is not offered. */
  cancel?: CancelControl;
}

/**
 * What the tracking screen shows of one order (D38): where it is (its status, the arrival time
 * counting down each minute, the five steps; or why it will not arrive, and its refund), then
 * the order itself. A change, and only that, is announced.
 */
export function OrderTrackingView({ tracked, actions, cancel }: OrderTrackingViewProps) {
  if (tracked === null) {
    return (
      <Wrapper $gap="lg">
        <MissingNotice
          icon={<SearchX aria-hidden="true" />}
          title="We could not find that order"
          wayBack={{ to: PATHS.orderHistory, label: 'See your orders' }}
        >
          It may belong to another account, or the link may be mistyped.
        </MissingNotice>
      </Wrapper>
    );
  }
  return (
    <Wrapper $gap="lg">
      <ListHeading>Track your order</ListHeading>
      {tracked === undefined ? (
        // The status card's and the order's skeletons, spaced as the cards they stand for.
        <Stack as={SkeletonGroup} label="Loading your order" $gap="lg">
          <OrderTrackingSkeleton />
          <OrderDetailsSkeleton />
        </Stack>
      ) : (
        <>
          <OrderProgress tracked={tracked} actions={actions} cancel={cancel} />
          <OrderDetails order={tracked.order} headingLevel={2} />
        </>
      )}
    </Wrapper>
  );
}
