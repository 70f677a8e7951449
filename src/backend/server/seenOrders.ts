/** The orders kept at most; beyond, the one kept longest goes. */
const MAX_ORDERS = 2_000;

/**
 * An order as this server last read or wrote it: its owner's key then, its JSON, and the version
 * of its row (PostgreSQL's `xmin`, which every write of the row moves on).
 */
export interface SeenOrder {
  owner: string;
  json: string;
  version: string;
  /** Its JSON in UTF-8, made when a board first sends it. */
  bytes?: Uint8Array<ArrayBuffer>;
}

/**
 * The orders this server last read or wrote (issue 64). A change of one starts there, as a guess
 * its write checks, so that a kitchen's move of an order on its board is one statement rather
 * than a read and a write; and the kitchen's board is read as the versions of its orders, with
 * the text of only those this server has not seen as they are.
 */
export function createSeenOrders() {
  const orders = new Map<string, SeenOrder>();
  return {
    see(orderId: string, seen: SeenOrder) {
      orders.delete(orderId);
      if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value!);
      orders.set(orderId, seen);
    },
    seen: (orderId: string) => orders.get(orderId),
    /** Each order kept, by id: what the board need not read again while its version stands. */
    entries: () => orders.entries(),
    clear: () => orders.clear(),
  };
}
