import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import type { MenuDish } from '../../domain/menu';
import { countedSql, readAcross } from '../../testing/countedSql';
import { heardMenuRevision, MENU_REVISION_KEPT_MS } from './heardMenuRevision';
import { createSqlDb, MENU_CHANGES_CHANNEL, migrate } from './sqlDb';

// A server on PostgreSQL keeps the menu's revision from one change heard to the next (D47).

const database = await PGlite.create();
await migrate(database);
afterAll(() => database.close());
beforeEach(() => createSqlDb(database).reset());

/** Another server on the same database. */
const otherServer = createSqlDb(database);
const soldOut = (dish: MenuDish) => ({ ...dish, soldOut: !dish.soldOut });

/** This server's Db, counting its statements, with a clock and a change heard when told. */
function keptDb() {
  const { sql, probe } = countedSql(database);
  const clock = { now: 0 };
  let heard = () => {};
  const db = heardMenuRevision(
    createSqlDb(sql),
    (onHeard) => (heard = onHeard),
    () => clock.now,
  );
  return { db, probe, clock, hear: () => heard() };
}

it('is read once, and again once a change is heard', async () => {
  const { db, probe, hear } = keptDb();
  const first = await db.menuRevision();
  expect(await db.menuRevision()).toBe(first);
  expect(probe.statements).toBe(1);

  await otherServer.changeDish('prod-biryani', soldOut);
  expect(await db.menuRevision()).toBe(first);
  hear();
  expect(await db.menuRevision()).toBe(first + 1);
});

it("is heard from PostgreSQL's NOTIFY of another server's change", async () => {
  // A clock that stands still: only the NOTIFY can move the revision on.
  const db = heardMenuRevision(
    createSqlDb(database),
    (heard) => void database.listen(MENU_CHANGES_CHANNEL, heard),
    () => 0,
  );
  const first = await db.menuRevision();
  await otherServer.changeDish('prod-biryani', soldOut);

  await vi.waitFor(async () => expect(await db.menuRevision()).toBe(first + 1));
});

it("moves at once with this server's own change", async () => {
  const { db } = keptDb();
  const first = await db.menuRevision();
  await db.changeDish('prod-biryani', soldOut);
  expect(await db.menuRevision()).toBe(first + 1);
  await db.reset();
  expect(await db.menuRevision()).toBe(first + 2);
});

it('is read again after a while, should a change not be heard', async () => {
  const { db, clock } = keptDb();
  const first = await db.menuRevision();
  await otherServer.changeDish('prod-biryani', soldOut);

  clock.now = MENU_REVISION_KEPT_MS - 1;
  expect(await db.menuRevision()).toBe(first);
  clock.now = MENU_REVISION_KEPT_MS;
  expect(await db.menuRevision()).toBe(first + 1);
});

it('is not kept from a read answered before a change is heard and seen after it', async () => {
  const { db, probe, hear } = keptDb();
  const stale = await readAcross(
    probe,
    () => db.menuRevision(),
    async () => {
      await otherServer.changeDish('prod-biryani', soldOut);
      hear();
    },
  );

  expect(await db.menuRevision()).toBe(stale + 1);
});
