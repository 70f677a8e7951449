import type { Db } from '../db';

// On PostgreSQL other servers change the menu too, and each change's NOTIFY tells this one
// (D47): the menu's revision, which a catalog request and every cart change read, is kept from
// one change heard to the next, rather than read once a request.

/** How long a revision is kept at most: a NOTIFY is lost with its connection. */
export const MENU_REVISION_KEPT_MS = 1000;

/**
 * The Db with the menu's revision kept until a change is heard (`onOtherChange` calls what it is
 * given at each), this Db's own change settles, or `MENU_REVISION_KEPT_MS` pass. A read under
 * way while a change is heard or settles is not kept.
 */
export function heardMenuRevision(
  db: Db,
  onOtherChange: (heard: () => void) => void,
  now: () => number = Date.now,
): Db {
  let kept: { revision: number; readAt: number } | undefined;
  let changes = 0;
  const forget = () => {
    changes += 1;
    kept = undefined;
  };
  onOtherChange(forget);
  const changed = <Value>(change: Promise<Value>) => change.finally(forget);
  return {
    ...db,
    async menuRevision() {
      if (kept && now() - kept.readAt < MENU_REVISION_KEPT_MS) return kept.revision;
      const before = changes;
      const readAt = now();
      const revision = await db.menuRevision();
      if (before === changes) kept = { revision, readAt };
      return revision;
    },
    addDish: (dish) => changed(db.addDish(dish)),
    changeDish: (productId, change) => changed(db.changeDish(productId, change)),
    reset: () => changed(db.reset()),
  };
}
