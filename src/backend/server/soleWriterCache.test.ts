import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuDish } from '../../domain/menu';
import { DEMO_USER_EMAIL } from '../seed/users';
import { soleWriterCache } from './soleWriterCache';
import { countedSql, readAcross } from '../../testing/countedSql';
import { createSqlDb, migrate } from './sqlDb';

// The embedded server's Db (D46): what it keeps in memory is what the database holds.

const database = await PGlite.create();
await migrate(database);
afterAll(() => database.close());
beforeEach(() => createSqlDb(database).reset());

/** The kept Db over this file's database, counting the statements answered. */
function countedDb() {
  const { sql, probe } = countedSql(database);
  return { db: soleWriterCache(createSqlDb(sql)), probe };
}

const soldOut = (dish: MenuDish) => ({ ...dish, soldOut: !dish.soldOut });

describe('a signed-in account and the signing key', () => {
  it('are read once, and a change to the account is read again', async () => {
    const { db, probe } = countedDb();
    const first = await db.userAndSigningKey(DEMO_USER_EMAIL);
    expect(await db.userAndSigningKey(DEMO_USER_EMAIL)).toEqual(first);
    expect(probe.statements).toBe(1);

    await db.updateUser(DEMO_USER_EMAIL, (user) => {
      user.lastName = 'Changed';
    });
    expect((await db.userAndSigningKey(DEMO_USER_EMAIL)).user?.lastName).toBe('Changed');
    expect((await db.findUser(DEMO_USER_EMAIL))?.lastName).toBe('Changed');
  });

  it('are copies: changing what was read changes nothing kept', async () => {
    const { db } = countedDb();
    const { user } = await db.userAndSigningKey(DEMO_USER_EMAIL);
    user!.cart = [];
    user!.lastName = 'Scribbled';

    expect((await db.findUser(DEMO_USER_EMAIL))?.lastName).not.toBe('Scribbled');
  });

  it('are not kept from a read answered before a change and seen after it', async () => {
    const { db, probe } = countedDb();
    await readAcross(
      probe,
      () => db.findUser(DEMO_USER_EMAIL),
      () =>
        db.updateUser(DEMO_USER_EMAIL, (user) => {
          user.lastName = 'Changed';
        }),
    );

    expect((await db.findUser(DEMO_USER_EMAIL))?.lastName).toBe('Changed');
  });

  it('start again at a reset: a new key, and the seed accounts', async () => {
    const { db } = countedDb();
    await db.updateUser(DEMO_USER_EMAIL, (user) => {
      user.lastName = 'Changed';
    });
    const { signingKey } = await db.userAndSigningKey(DEMO_USER_EMAIL);
    await db.reset();

    const after = await db.userAndSigningKey(DEMO_USER_EMAIL);
    expect(after.signingKey).not.toEqual(signingKey);
    expect(after.user?.lastName).not.toBe('Changed');
  });
});

describe("the menu's revision", () => {
  it('is read once and moves with a change of the menu', async () => {
    const { db, probe } = countedDb();
    const first = await db.menuRevision();
    expect(await db.menuRevision()).toBe(first);
    expect(probe.statements).toBe(1);

    await db.changeDish('prod-biryani', soldOut);
    expect(await db.menuRevision()).toBe(first + 1);
  });

  it('is not kept from a read answered before a change and seen after it', async () => {
    const { db, probe } = countedDb();
    const stale = await readAcross(
      probe,
      () => db.menuRevision(),
      () => db.changeDish('prod-biryani', soldOut),
    );

    expect(await db.menuRevision()).toBe(stale + 1);
  });
});
