import type { StoredOrder } from '../db';

/** The orders kept at most; beyond, the one kept longest goes. */
const MAX_ORDERS = 2_000;

/** An order as this server last read or wrote it, with the key of its owner then. */
export interface SeenOrder {
  owner: string;
  doc: StoredOrder;
}

/**
 * The orders this server last read or wrote (issue 64): where its next change of one starts, as
 * a guess its write checks, so that a kitchen's move of an order on its board is one statement
 * rather than a read and a write. Another server's change since makes the write find nothing,
 * and the change reads the order again.
 */
export function createSeenOrders() {
  const orders = new Map<string, SeenOrder>();
  return {
    see(owner: string, doc: StoredOrder) {
      orders.delete(doc._id);
      if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value!);
      orders.set(doc._id, { owner, doc });
    },
    seen: (orderId: string) => orders.get(orderId),
    clear: () => orders.clear(),
  };
}
