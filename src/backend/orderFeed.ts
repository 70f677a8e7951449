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
/** The least time between the starts of two reads. */
const READ_EVERY_MS = 50;

const sees = (watcher: OrderWatcher, event: OrderEvent) =>
  watcher.kitchen || watcher.owner === event.owner;

/** Watchers, each with the number of the last change it was told of (or caught up to). */
type Group = Map<OrderWatcher, number>;

export function createOrderFeed(
  db: Db,
  { tick, tickMs = 15_000 }: OrderFeedOptions = {},
): OrderFeed {
  // A change is told to the kitchen's watchers and its owner's: the others are not visited.
  const kitchen: Group = new Map();
  const shoppers = new Map<string | undefined, Group>();
  let watching = 0;
  /** The last change read for the watchers; undefined while nobody watches. */
  let last: number | undefined;
  let ticking: ReturnType<typeof setInterval> | undefined;
  /** A read is coming and has not started: changes committed until it starts need no other. */
  let woken = false;
  /** When the last read started. */
  let readAt = -Infinity;
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

  function groupOf(watcher: OrderWatcher): Group {
    if (watcher.kitchen) return kitchen;
    let group = shoppers.get(watcher.owner);
    if (!group) shoppers.set(watcher.owner, (group = new Map<OrderWatcher, number>()));
    return group;
  }

  function tellGroup(group: Group | undefined, event: OrderEvent) {
    if (!group) return;
    for (const [watcher, told] of group) {
      // A watcher that caught up on its own may have been told this change already.
      if (event.seq <= told) continue;
      group.set(watcher, event.seq);
      watcher.send(event);
    }
  }

  const tellAll = (event: OrderEvent) => {
    tellGroup(kitchen, event);
    tellGroup(shoppers.get(event.owner), event);
  };

  /** Tells each change after `from`, and answers the last one read. */
  async function readAfter(from: number, tell: (event: OrderEvent) => void): Promise<number> {
    let at = from;
    for (;;) {
      const events = await db.orderEventsAfter(at, BATCH);
      events.forEach(tell);
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
      let group: Group | undefined;
      await enqueue(async () => {
        last ??= await db.lastOrderEvent();
        group = groupOf(watcher);
        group.set(watcher, after ?? last);
        watching += 1;
        startTicking();
        // Catches up from where the page left off; what comes after is told to all.
        if (after !== undefined && after < last) {
          const caughtUp = await readAfter(after, (event) => {
            if (sees(watcher, event)) watcher.send(event);
          });
          group.set(watcher, caughtUp);
        }
      });
      return () => {
        if (!group?.delete(watcher)) return;
        if (group.size === 0 && group !== kitchen) shoppers.delete(watcher.owner);
        watching -= 1;
        if (watching > 0) return;
        clearInterval(ticking);
        ticking = undefined;
        last = undefined;
      };
    },
    wake() {
      if (woken) return;
      woken = true;
      // Changes that come faster share reads: a change wakes the feed twice, after its commit
      // and by its own NOTIFY, and in a rush a read for each would keep the database from them.
      const wait = Math.max(0, readAt + READ_EVERY_MS - performance.now());
      setTimeout(() => {
        void enqueue(async () => {
          woken = false;
          if (last === undefined) return;
          readAt = performance.now();
          last = await readAfter(last, tellAll);
        });
      }, wait);
    },
    kitchenWatching: () => kitchen.size > 0,
  };
}

/** The database, waking the feed after each change of an order it commits. */
export function tellingFeed(db: Db, feed: OrderFeed): Db {
  return {
    ...db,
    async placeOrder(email, order, guard) {
      const placed = await db.placeOrder(email, order, guard);
      if (placed.placed) feed.wake();
      return placed;
    },
    async changeOrder(orderId, change, owner, guard) {
      const changed = await db.changeOrder(orderId, change, owner, guard);
      if (changed) feed.wake();
      return changed;
    },
  };
}
