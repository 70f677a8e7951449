import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import type { Clock } from '../../domain/clock';
import type { Order } from '../../domain/types';
import { orderTrackingMachine, selectCancel, selectTracked } from '../../machines/orderTracking';
import { LoadError } from '../LoadError';
import { OrderAgainButton } from '../OrderAgainButton';
import { OrderTrackingView } from './OrderTrackingView';

/** Calls `tick` each second: the countdown turns within a second of each minute. */
const everySecond: Clock['onTick'] = (tick) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};

/** Hands `onOrder` the order each time it changes, until the function it returns is called. */
export type OrderUpdates = (orderId: string, onOrder: (order: Order) => void) => () => void;

/** No changes: the order stays as it was loaded. */
const noUpdates: OrderUpdates = () => () => {};

export interface OrderTrackingProps {
  orderId: string;
  /** The shopper's order with this id; null when they have none (unknown, or not theirs). */
  loadOrder: (orderId: string) => Promise<Order | null>;
  /** The order's changes as people make them (D38); none by default. */
  orderUpdates?: OrderUpdates;
  /**
   * Cancels the order while it waits for the kitchen: the cancelled order, or a failure whose
   * message says why not. Without it, 'Cancel order' is not offered.
   */
  cancelOrder?: (orderId: string) => Promise<Order>;
  /** The device's by default. */
  clock?: Clock;
  /** 'Order again': the order's dishes into the cart. */
  onOrderAgain?: (order: Order) => void;
  /** An order's dishes are going into the cart: 'Order again' says so and waits. */
  reordering?: boolean;
}

/**
 * One order (/orders/{orderId}, D38), followed by the tracking machine: loaded with
 * `loadOrder`, then each change from `orderUpdates` and the countdown on the clock; 'Cancel
 * order' while the kitchen has not answered.
 */
export function OrderTracking({
  orderId,
  loadOrder,
  orderUpdates = noUpdates,
  cancelOrder,
  // The device's clock by default: the machine keeps the `Date.now` of the screen's first
  // render, so a story's frozen time holds for the story's whole life, pictures included.
  clock = { now: Date.now, onTick: everySecond },
  onOrderAgain,
  reordering = false,
}: OrderTrackingProps) {
  const [snapshot, send] = useMachine(
    orderTrackingMachine.provide({
      actors: {
        loadOrder: fromPromise(({ input }) => loadOrder(input.orderId)),
        ticks: fromCallback(({ sendBack }) => clock.onTick(() => sendBack({ type: 'clock.tick' }))),
        orderUpdates: fromCallback(({ sendBack }) =>
          orderUpdates(orderId, (order) => sendBack({ type: 'order.changed', order })),
        ),
        ...(cancelOrder && {
          cancelOrder: fromPromise(({ input }) => cancelOrder(input.orderId)),
        }),
      },
    }),
    { input: { orderId, now: clock.now } },
  );
  if (snapshot.matches('error')) {
    return <LoadError what="your order" onRetry={() => send({ type: 'order.retry' })} />;
  }
  const tracked = selectTracked(snapshot);
  return (
    <OrderTrackingView
      tracked={tracked}
      cancel={
        cancelOrder && { ...selectCancel(snapshot), onCancel: () => send({ type: 'order.cancel' }) }
      }
      actions={
        tracked &&
        onOrderAgain && (
          <OrderAgainButton busy={reordering} onOrderAgain={() => onOrderAgain(tracked.order)} />
        )
      }
    />
  );
}
