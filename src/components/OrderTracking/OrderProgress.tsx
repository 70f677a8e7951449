import { useId, type ReactNode } from 'react';
import { formatClockTime } from '../../domain/dates';
import { isRefused, orderNumber } from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';
import type { TrackedOrder } from '../../machines/orderTracking';
import { Cluster } from '../Cluster';
import { ErrorMessage } from '../ErrorMessage';
import { RefundNote } from '../OrderDetails';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../theme';
import { CancelOrder } from './CancelOrder';
import { Arrival, ArrivalTime } from './OrderTracking.styles';
import { OrderSteps } from './OrderSteps';
import { refusalText, statusHeading } from './orderTexts';
import { useChangeAnnouncement } from './useChangeAnnouncement';

/** 'Cancel order' on the tracking page: what the screen's machine says of it, and the request. */
export interface CancelControl {
  /** The cancelling is on its way. */
  cancelling?: boolean;
  /** Why the last 'Cancel order' did not cancel the order: the backend's reason. */
  problem?: string;
  onCancel: () => void;
}

export interface OrderProgressProps {
  tracked: TrackedOrder;
  /** What can be done with the order, such as 'Order again'. */
  actions?: ReactNode;
  /** 'Cancel order' while the order waits for the kitchen; left out, it is not offered. */
  cancel?: CancelControl;
}

/**
 * Where the order is (D38): its status, the arrival time counting down each minute and the five
 * steps; or, for an order that will not arrive, why and its refund (D39). While it waits for
 * the kitchen, 'Cancel order'. A change, and only that, is announced.
 */
export function OrderProgress({ tracked, actions, cancel }: OrderProgressProps) {
  const { order, minutesLeft } = tracked;
  const statusId = useId();
  const announcement = useChangeAnnouncement(order);
  const refused = isRefused(order.status);
  return (
    <Panel as="section" $gap="lg" $widePadding="lg" $shadow="sm" aria-labelledby={statusId}>
      <Cluster $gap={['sm', 'lg']} $align="end" $justify="space-between">
        <Stack $gap="xxs">
          <Text $size="sm" $tone="muted" $numeric>{`Order ${orderNumber(order._id)}`}</Text>
          <Text as="h2" $size="xxl" id={statusId}>
            {statusHeading(order.status)}
          </Text>
        </Stack>
        {!refused && <ArrivalOf order={order} minutesLeft={minutesLeft} />}
      </Cluster>
      {refused ? (
        <Stack $gap="xs">
          <Text>{refusalText(order)}</Text>
          <RefundNote order={order} />
        </Stack>
      ) : (
        <OrderSteps status={order.status} />
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {cancel?.problem && (
        <ErrorMessage role="alert">{`The order was not cancelled. ${cancel.problem}`}</ErrorMessage>
      )}
      {cancel && order.status === 'placed' && (
        <CancelOrder
          amount={order.totalPrice}
          cancelling={cancel.cancelling}
          onCancel={cancel.onCancel}
        />
      )}
      {actions && <Cluster $gap="sm">{actions}</Cluster>}
    </Panel>
  );
}

/** When it comes: the promise and the minutes left, or when it came. */
function ArrivalOf({ order, minutesLeft }: { order: Order; minutesLeft: number }) {
  if (order.status === 'delivered') {
    const at = order.history.findLast((change) => change.status === 'delivered')?.at;
    const deliveredAt = at ?? order.deliverBy;
    return (
      <Arrival $gap="xxs">
        <ArrivalTime $numeric>
          Delivered at <time dateTime={deliveredAt}>{formatClockTime(deliveredAt)}</time>
        </ArrivalTime>
      </Arrival>
    );
  }
  return (
    <Arrival $gap="xxs">
      <ArrivalTime $numeric>
        Estimated arrival <time dateTime={order.deliverBy}>{formatClockTime(order.deliverBy)}</time>
      </ArrivalTime>
      <Text $tone="success" $weight="semibold" $numeric>
        {`Arriving in ${minutesLeft} min`}
      </Text>
    </Arrival>
  );
}
