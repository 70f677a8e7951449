import { SearchX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatClockTime } from '../../domain/dates';
import { orderStepLabel, type OrderStatus } from '../../domain/orderStatus';
import { PATHS } from '../../domain/paths';
import type { TrackedOrder } from '../../machines/orderTracking';
import { ListHeading } from '../ListScreen';
import { MissingNotice } from '../MissingNotice';
import { OrderDetails, OrderDetailsSkeleton } from '../OrderDetails';
import { VisuallyHidden } from '../theme';
import {
  Actions,
  Arrival,
  ArrivalTime,
  Countdown,
  Headline,
  Loading,
  Status,
  StatusCard,
  Wrapper,
} from './OrderTracking.styles';
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
      <Wrapper>
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
    <Wrapper>
      <ListHeading>Track your order</ListHeading>
      {tracked === undefined ? (
        <Loading label="Loading your order">
          <OrderTrackingSkeleton />
          <OrderDetailsSkeleton />
        </Loading>
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
    <StatusCard aria-labelledby={statusId}>
      <Headline>
        <Status id={statusId}>{orderStepLabel(status)}</Status>
        <Arrival>
          {status === 'delivered' ? (
            <ArrivalTime>Delivered at {arrival}</ArrivalTime>
          ) : (
            <>
              <ArrivalTime>Estimated arrival {arrival}</ArrivalTime>
              <Countdown>{`Arriving in ${minutesLeft} min`}</Countdown>
            </>
          )}
        </Arrival>
      </Headline>
      <OrderSteps status={status} />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {actions && <Actions>{actions}</Actions>}
    </StatusCard>
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
