import type { Db, OrderEvent } from './db';

// Every change of an order, told to the pages that follow it (D41): the shopper's own orders,
// or all of them to the kitchen. Changes are numbered and stored with the change itself, so a
// page that comes back with the number of the last one it had misses nothing, and a server
// process learns of another's changes by reading the numbers after its last.

export interface OrderWatcher {
  /** The kitchen sees every order; a shopper only those of `owner`. */
  kitchen: boolean;
  owner?: string;
  send(event: OrderEvent): void;
}

export interface OrderFeed {
  /**
   * Tells the watcher each change after `after` (the Last-Event-ID it comes back with), or
   * after now; resolves, once it is watching, to how to stop.
   */
  watch(watcher: OrderWatcher, after?: number): Promise<() => void>;
  /** Reads the changes made since the last read, and tells them: after a change, or a NOTIFY. */
  wake(): void;
  /** Whether a kitchen board is open. */
  kitchenWatching(): boolean;
}

export interface OrderFeedOptions {
  /** Runs now and then while anyone watches: the backend's own moves (the answer timeout). */
  tick?: () => Promise<void>;
  tickMs?: number;
}

/** Changes read from the database at a time. */
const BATCH = 200;

const sees = (watcher: OrderWatcher, event: OrderEvent) =>
  watcher.kitchen || watcher.owner === event.owner;

export function createOrderFeed(
  db: Db,
  { tick, tickMs = 15_000 }: OrderFeedOptions = {},
): OrderFeed {
  /** Each watcher with the number of the last change it was told of (or passed over). */
  const watchers = new Map<OrderWatcher, number>();
  /** The last change read for the watchers; undefined while nobody watches. */
  let last: number | undefined;
  let ticking: ReturnType<typeof setInterval> | undefined;
  // One read at a time, in order: a watcher is told each change once, oldest first.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => {
      console.error(
        'Backend: reading the order changes failed; the next change reads again.',
        error,
      );
    });
    return queue;
  };

  function tell(events: OrderEvent[], only?: OrderWatcher) {
    for (const event of events) {
      for (const [watcher, told] of watchers) {
        if ((only && watcher !== only) || event.seq <= told) continue;
        watchers.set(watcher, event.seq);
        if (sees(watcher, event)) watcher.send(event);
      }
    }
  }

  /** Tells the changes after `from` (to one watcher, or all), and answers the last one read. */
  async function readAfter(from: number, only?: OrderWatcher): Promise<number> {
    let at = from;
    for (;;) {
      const events = await db.orderEventsAfter(at, BATCH);
      tell(events, only);
      at = events.at(-1)?.seq ?? at;
      if (events.length < BATCH) return at;
    }
  }

  function startTicking() {
    if (!tick || ticking) return;
    ticking = setInterval(() => {
      tick().catch((error: unknown) => console.error('Backend: a timed move failed.', error));
    }, tickMs);
    // A server process may end while pages watch.
    (ticking as { unref?: () => void }).unref?.();
  }

  return {
    async watch(watcher, after) {
      let stopped = false;
      await enqueue(async () => {
        last ??= await db.lastOrderEvent();
        watchers.set(watcher, after ?? last);
        startTicking();
        // Catches up from where the page left off; what comes after is told to all.
        if (after !== undefined && after < last) await readAfter(after, watcher);
      });
      return () => {
        if (stopped) return;
        stopped = true;
        watchers.delete(watcher);
        if (watchers.size > 0) return;
        clearInterval(ticking);
        ticking = undefined;
        last = undefined;
      };
    },
    wake() {
      void enqueue(async () => {
        if (last === undefined) return;
        last = await readAfter(last);
      });
    },
    kitchenWatching: () => [...watchers.keys()].some((watcher) => watcher.kitchen),
  };
}

/** The database, waking the feed after each change of an order it commits. */
export function tellingFeed(db: Db, feed: OrderFeed): Db {
  return {
    ...db,
    async placeOrder(email, order) {
      const placed = await db.placeOrder(email, order);
      if (placed.placed) feed.wake();
      return placed;
    },
    async changeOrder(orderId, change, owner) {
      const changed = await db.changeOrder(orderId, change, owner);
      if (changed) feed.wake();
      return changed;
    },
  };
}
