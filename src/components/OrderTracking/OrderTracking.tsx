import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import type { Clock } from '../../domain/clock';
import type { Order } from '../../domain/types';
import { orderTrackingMachine, selectTracked } from '../../machines/orderTracking';
import { LoadError } from '../LoadError';
import { OrderAgainButton } from '../OrderAgainButton';
import { OrderTrackingView } from './OrderTrackingView';

/** Calls `tick` each second: the countdown turns within a second of each minute. */
const everySecond: Clock['onTick'] = (tick) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};

export interface OrderTrackingProps {
  orderId: string;
  /** The shopper's order with this id; null when they have none (unknown, or not theirs). */
  loadOrder: (orderId: string) => Promise<Order | null>;
  /** The device's by default. */
  clock?: Clock;
  /** 'Order again': the order's dishes into the cart. */
  onOrderAgain?: (order: Order) => void;
  /** An order's dishes are going into the cart: 'Order again' says so and waits. */
  reordering?: boolean;
}

/**
 * One order on its way (/orders/{orderId}, D24), followed by the tracking machine: loaded with
 * `loadOrder`, then its status and countdown moved on by the clock until it is delivered.
 */
export function OrderTracking({
  orderId,
  loadOrder,
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
      actions={
        tracked &&
        onOrderAgain && (
          <OrderAgainButton busy={reordering} onOrderAgain={() => onOrderAgain(tracked.order)} />
        )
      }
    />
  );
}
