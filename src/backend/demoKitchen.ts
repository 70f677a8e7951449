import type { OrderStatus } from '../domain/orderLifecycle';
import type { Db, StoredOrder } from './db';
import { parseJsonText } from './jsonText';
import { ApiError } from './http';
import type { OrderLife } from './orderLife';
import type { Move } from './orderMoves';

// The in-browser demo's kitchen (D41): while no kitchen board is open, it moves each order on
// by itself, so that a lone visitor sees an order go from placed to delivered in a few minutes.

/** The demo's preparation time: the shortest the kitchen may give. */
const DEMO_PREP_MINUTES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the demo kitchen leaves an order in each status, in seconds, and where it moves it. */
const STEPS: Partial<Record<OrderStatus, { afterSeconds: number; move: Omit<Move, 'by'> }>> = {
  placed: { afterSeconds: 30, move: { to: 'preparing', prepMinutes: DEMO_PREP_MINUTES } },
  preparing: { afterSeconds: 60, move: { to: 'ready' } },
  ready: { afterSeconds: 20, move: { to: 'on-the-way' } },
  'on-the-way': { afterSeconds: 60, move: { to: 'delivered' } },
};

/** Moves on each open order that has waited its step's time. */
export async function runDemoKitchen(db: Db, life: OrderLife): Promise<void> {
  const now = life.now();
  const orders = (await db.kitchenOrdersJson(new Date(now - DAY_MS).toISOString())).map(
    (json) => parseJsonText(json) as StoredOrder,
  );
  for (const order of orders) {
    const step = STEPS[order.status];
    const since = Date.parse(order.history.at(-1)!.at);
    if (!step || now - since < step.afterSeconds * 1000) continue;
    await life
      .move(order._id, { ...step.move, by: 'kitchen', staff: 'Demo kitchen' })
      .catch((error: unknown) => {
        // Moved meanwhile (the shopper cancelled): that move stands.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      });
  }
}
