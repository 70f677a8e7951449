import { SearchX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatClockTime } from '../../domain/dates';
import { orderStepLabel, type OrderStatus } from '../../domain/orderStatus';
import { PATHS } from '../../domain/paths';
import type { TrackedOrder } from '../../machines/orderTracking';
import { ListHeading } from '../ListScreen';
import { MissingNotice } from '../MissingNotice';
import { OrderDetails, OrderDetailsSkeleton } from '../OrderDetails';
import { Cluster } from '../Cluster';
import { Panel } from '../Panel';
import { SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../theme';
import { Arrival, ArrivalTime, Wrapper } from './OrderTracking.styles';
import { OrderSteps } from './OrderSteps';
import { OrderTrackingSkeleton } from './OrderTrackingSkeleton';

export interface OrderTrackingViewProps {
  /** The order and where it is; undefined while it loads, null when the shopper has no such order. */
  tracked: TrackedOrder | null | undefined;
  /** What can be done with the order, such as 'Order again'. */
  actions?: ReactNode;
}

/**
 * What the tracking screen shows of one order on its way (D24): its status, the arrival time
 * counting down each minute, the four steps, then the order itself. A change of status, and only
 * that, is announced.
 */
export function OrderTrackingView({ tracked, actions }: OrderTrackingViewProps) {
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
          <OrderProgress tracked={tracked} actions={actions} />
          <OrderDetails order={tracked.order} headingLevel={2} />
        </>
      )}
    </Wrapper>
  );
}

function OrderProgress({ tracked, actions }: { tracked: TrackedOrder; actions?: ReactNode }) {
  const { order, status, minutesLeft } = tracked;
  const statusId = useId();
  const announcement = useStatusAnnouncement(status);
  const arrival = <time dateTime={order.deliverBy}>{formatClockTime(order.deliverBy)}</time>;
  return (
    // Where the order is: its status, the arrival time and countdown, the steps.
    <Panel as="section" $gap="lg" $widePadding="lg" $shadow="sm" aria-labelledby={statusId}>
      <Cluster $gap={['sm', 'lg']} $align="end" $justify="space-between">
        <Text as="h2" $size="xxl" id={statusId}>
          {orderStepLabel(status)}
        </Text>
        <Arrival $gap="xxs">
          {status === 'delivered' ? (
            <ArrivalTime $numeric>Delivered at {arrival}</ArrivalTime>
          ) : (
            <>
              <ArrivalTime $numeric>Estimated arrival {arrival}</ArrivalTime>
              <Text $tone="success" $weight="semibold" $numeric>
                {`Arriving in ${minutesLeft} min`}
              </Text>
            </>
          )}
        </Arrival>
      </Cluster>
      <OrderSteps status={status} />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {actions && <Cluster $gap="sm">{actions}</Cluster>}
    </Panel>
  );
}

/**
 * What the live region says: nothing at first, then the new status each time it changes, so a
 * screen reader hears a change of step but not the countdown's every minute.
 */
function useStatusAnnouncement(status: OrderStatus): string {
  const [shown, setShown] = useState(status);
  const [announcement, setAnnouncement] = useState('');
  if (status !== shown) {
    setShown(status);
    setAnnouncement(`Order status: ${orderStepLabel(status)}`);
  }
  return announcement;
}
