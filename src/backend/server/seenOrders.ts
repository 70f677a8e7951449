/** The orders kept at most; beyond, the one kept longest goes. */
const MAX_ORDERS = 2_000;

/** An order as this server last read or wrote it, as JSON, with the key of its owner then. */
export interface SeenOrder {
  owner: string;
  json: string;
}

/**
 * The orders this server last read or wrote (issue 64): where its next change of one starts, as
 * a guess its write checks, so that a kitchen's move of an order on its board is one statement
 * rather than a read and a write. Another server's change since makes the write find nothing,
 * and the change reads the order again. Each is kept as its JSON text, as the board read it.
 */
export function createSeenOrders() {
  const orders = new Map<string, SeenOrder>();
  return {
    see(orderId: string, owner: string, json: string) {
      orders.delete(orderId);
      if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value!);
      orders.set(orderId, { owner, json });
    },
    seen: (orderId: string) => orders.get(orderId),
    clear: () => orders.clear(),
  };
}
