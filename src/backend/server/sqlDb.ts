import { ApiError, UNREGISTERED_EMAIL } from '../../domain/apiError';
import type { MenuDish } from '../../domain/menu';
import type { TestTodo } from '../../domain/types';
import type {
  Db,
  LegacyOrder,
  ListChange,
  ListName,
  StoredOrder,
  StoredUser,
  TokenGuard,
} from '../db';
import { adoptLists, guestOnly } from '../guests';
import { changesList, GuardRefused, itemIdOf, userKey, withLifecycle } from '../db';
import { MAX_CART_QTY } from '../../domain/constants';
import { OPEN_STATUSES } from '../../domain/orderLifecycle';
import { seedMenu } from '../seed/catalog';
import { seedTodos } from '../seed/todos';
import { demoStaff, seedUsers } from '../seed/users';
import { isUsableSigningKey, newSigningKey } from '../signingKey';
import { createSeenOrders, type SeenOrder } from './seenOrders';

// The backend's storage on the server: the same Db as the browser's IndexedDB, in SQL
// that runs on PGlite (embedded) and on PostgreSQL. Every change is one transaction.

/** What this module needs of a SQL client: PGlite gives it, and node-postgres through ./postgres. */
export interface Sql {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}
export interface SqlDatabase extends Sql {
  transaction<Result>(run: (tx: Sql) => Promise<Result>): Promise<Result>;
  /** Calls `onNotify` on each NOTIFY on the channel, from any process (PostgreSQL's). */
  listen?(channel: string, onNotify: () => void): void;
}

/** The migrations, in order: each runs once, in a transaction, and is recorded. */
const MIGRATIONS: (string | ((tx: Sql) => Promise<void>))[] = [
  `create table users (email text primary key, doc jsonb not null);
   create table orders (
     seq bigserial primary key,
     id text not null unique,
     email text not null,
     payment_id text not null unique,
     created_at text not null,
     doc jsonb not null
   );
   create index orders_by_user_and_date on orders (email, created_at, seq);
   create table todos (seq bigserial primary key, id text not null unique, doc jsonb not null);
   create table keys (name text primary key, value bytea not null);`,
  // The stored lifecycle (D38): the kitchen's open orders and its day, and each older order
  // read as delivered.
  `create index orders_by_status on orders ((doc->>'status'), created_at);
   create index orders_by_date on orders (created_at);
   create table order_events (seq bigserial primary key, order_id text not null);`,
  upgradeOrdersToLifecycle,
  // The menu (D42): one row per dish in menu order, and one for the menu's revision, which every
  // change moves on under its lock, so a server that read the revision knows whether its menu is
  // the menu.
  `create table dishes (id text primary key, position int not null unique, doc jsonb not null);
   create table menu (revision bigint not null);
   insert into menu (revision) values (0)`,
  fillMenu,
];

/** The seed's menu, at the revision after the menu's last. */
async function fillMenu(tx: Sql): Promise<void> {
  await tx.query(
    `insert into dishes (id, position, doc)
       select dish->>'_id', position - 1, dish from jsonb_array_elements($1::jsonb) with ordinality as seed(dish, position)`,
    [JSON.stringify(seedMenu())],
  );
  await nextMenuRevision(tx);
}

/** Where a change of the menu is told: every server on PostgreSQL LISTENs (D47). */
export const MENU_CHANGES_CHANNEL = 'menu_changes';

/** Moves the menu's revision on, and tells every server when the transaction commits. */
const nextMenuRevision = (tx: Sql) =>
  tx.query(
    `with moved as (update menu set revision = revision + 1 returning revision)
     select pg_notify('${MENU_CHANGES_CHANNEL}', '') from moved`,
  );

async function upgradeOrdersToLifecycle(tx: Sql): Promise<void> {
  // A database from before has no staff member for 'Kitchen demo' (D40).
  const staff = demoStaff();
  await tx.query('insert into users (email, doc) values ($1, $2) on conflict (email) do nothing', [
    userKey(staff.email),
    staff,
  ]);
  const { rows } = await tx.query<{ id: string; doc: LegacyOrder }>(
    "select id, doc from orders where not doc ? 'status'",
  );
  for (const { id, doc } of rows) {
    await tx.query('update orders set doc = $2 where id = $1', [id, withLifecycle(doc)]);
  }
}

/** Thrown to undo a transaction that found the dish's id taken. */
class DishTaken extends Error {}

/** Any number: the lock every server takes to migrate, so that one migrates and the rest wait. */
const MIGRATION_LOCK = 23;

/** Runs the migrations this database has not had yet, in one transaction; the first one seeds it. */
export async function migrate(db: SqlDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'create table if not exists migrations (version int primary key, applied_at timestamptz not null default now())',
    );
    const { rows } = await tx.query<{ version: number }>('select version from migrations');
    const applied = new Set(rows.map(({ version }) => version));
    for (const [index, migration] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      if (typeof migration === 'function') await migration(tx);
      else {
        for (const statement of migration.split(';').filter((text) => text.trim() !== '')) {
          await tx.query(statement);
        }
      }
      if (version === 1) await seed(tx);
      await tx.query('insert into migrations (version) values ($1)', [version]);
    }
  });
}

async function seed(tx: Sql): Promise<void> {
  for (const user of seedUsers()) await insertUser(tx, user);
  for (const todo of seedTodos()) await insertTodo(tx, todo);
  await tx.query('insert into keys (name, value) values ($1, $2)', ['signing', newSigningKey()]);
}

const insertUser = (tx: Sql, user: StoredUser) =>
  tx.query('insert into users (email, doc) values ($1, $2)', [userKey(user.email), user]);
const insertTodo = (tx: Sql, todo: TestTodo) =>
  tx.query('insert into todos (id, doc) values ($1, $2)', [todo._id, todo]);

async function readUser(tx: Sql, email: string): Promise<StoredUser> {
  const { rows } = await tx.query<{ doc: StoredUser }>('select doc from users where email = $1', [
    userKey(email),
  ]);
  if (!rows[0]) throw new ApiError(404, UNREGISTERED_EMAIL);
  return rows[0].doc;
}

/** What an attempt of `untilWritten` answers when the row changed between its read and write. */
const CHANGED_MEANWHILE = Symbol('changed meanwhile');

/**
 * A change of a row's document without a lock: each attempt reads the row, changes it, and writes
 * it in one statement only if the row still holds the document as read (`doc = $n::text::jsonb`,
 * its JSON), else the next attempt reads it again. Most writes meet no other, and took four
 * round trips in a transaction (issue 64).
 */
async function untilWritten<Result>(
  attempt: () => Promise<Result | typeof CHANGED_MEANWHILE>,
): Promise<Result> {
  for (;;) {
    const result = await attempt();
    if (result !== CHANGED_MEANWHILE) return result;
  }
}

const todoList = async (tx: Sql) =>
  (await tx.query<{ doc: TestTodo }>('select doc from todos order by seq')).rows.map(
    ({ doc }) => doc,
  );

/** Where a change of an order is told: every server on the database LISTENs (D41). */
export const ORDER_EVENTS_CHANNEL = 'order_events';
/**
 * Any number: the lock a change of an order takes to number its event, held to its commit, so
 * that events commit in the order of their numbers. Else a change numbered first and committed
 * last would be passed by a page that read the next number meanwhile, and never told.
 */
export const ORDER_EVENTS_LOCK = 4164;

/**
 * A token guard's test (D56) over the parameters from `$first` (`guardValues`): whether the
 * account still has the token's id and version (and is staff's, where the kitchen asks) and the
 * signing key is still the token's. Without a guard it is `true`, and the statement has no more
 * to plan (the embedded database plans each statement anew).
 */
const guardHolds = (guard: TokenGuard | undefined, first: number) => {
  if (!guard) return 'true';
  const [email, id, version, staff, key] = [0, 1, 2, 3, 4].map((at) => `$${first + at}`);
  return `(exists (select from users where email = ${email} and doc->>'_id' = ${id}
             and coalesce((doc->>'tokenVersion')::int, 0) = ${version}::int
             and (not ${staff}::boolean or doc->>'role' = 'staff'))
           and exists (select from keys where name = 'signing' and value = ${key}::bytea))`;
};
const guardValues = (guard?: TokenGuard) =>
  guard
    ? [userKey(guard.email), guard.accountId, guard.tokenVersion, guard.staff, guard.signingKey]
    : [];

/** A list's items, in order (`at`), within a statement over the account (`$2` the list). */
const LISTED = 'jsonb_array_elements(doc->$2::text) with ordinality as listed (item, at)';

/**
 * A change of a list in SQL (`changesList`, `applyListChange`), over the list as stored, `$3` the
 * id of its item: when it applies, the list after it, and its values from `$4`.
 */
function listChangeInSql(change: ListChange): {
  applies: string;
  after: string;
  values: unknown[];
} {
  const key = change.list === 'addresses' ? 'id' : '_id';
  const holdsItem = `doc->$2::text @> jsonb_build_array(jsonb_build_object('${key}', $3::text))`;
  const eachItem = (value: string) =>
    `(select jsonb_agg(case when item->>'${key}' = $3 then ${value} else item end order by at)
        from ${LISTED})`;
  if ('add' in change) {
    return {
      applies: `not ${holdsItem}`,
      after: `doc->$2::text || jsonb_build_array($4::jsonb)`,
      values: [JSON.stringify(change.add)],
    };
  }
  if ('replace' in change) {
    return {
      applies: holdsItem,
      after: eachItem('$4::jsonb'),
      values: [JSON.stringify(change.replace)],
    };
  }
  if ('remove' in change) {
    return {
      applies: holdsItem,
      after: `coalesce((select jsonb_agg(item order by at) from ${LISTED}
                          where item->>'${key}' <> $3), '[]'::jsonb)`,
      values: [],
    };
  }
  return {
    applies: `exists (select from ${LISTED}
                where item->>'${key}' = $3 and ($4::int < 0 or (item->>'qty')::int < ${MAX_CART_QTY}))`,
    after: eachItem(`item || jsonb_build_object(
                 'qty', greatest(1, least(${MAX_CART_QTY}, (item->>'qty')::int + $4::int)),
                 'updatedAt', $5::text)`),
    values: [change.step.by, change.step.at],
  };
}

const ORDERS_NEWEST_FIRST = 'order by created_at desc, seq desc';

/** The Db over SQL; run `migrate` on the database first. */
export function createSqlDb(db: SqlDatabase): Db {
  async function signingKey(): Promise<Uint8Array> {
    // A plain read: the lock only to make a key.
    const { rows: found } = await db.query<{ value: Uint8Array }>(
      "select value from keys where name = 'signing'",
    );
    const current = found[0] && new Uint8Array(found[0].value);
    if (isUsableSigningKey(current)) return current;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ value: Uint8Array }>(
        "select value from keys where name = 'signing' for update",
      );
      const stored = rows[0] && new Uint8Array(rows[0].value);
      if (isUsableSigningKey(stored)) return stored;
      const key = newSigningKey();
      await tx.query(
        "insert into keys (name, value) values ('signing', $1) on conflict (name) do update set value = $1",
        [key],
      );
      return key;
    });
  }

  const seenOrders = createSeenOrders();
  /** The order as stored now, as JSON, with its owner's key; with an owner, only if it is theirs. */
  async function readOrderRow(orderId: string, ownerKey: string | null) {
    const { rows } = await db.query<{ email: string; json: string; version: string }>(
      `select email, doc::text as json, xmin::text as version from orders
         where id = $1 and ($2::text is null or email = $2)`,
      [orderId, ownerKey],
    );
    if (!rows[0]) return undefined;
    const { email: owner, json, version } = rows[0];
    seenOrders.see(orderId, { owner, json, version });
    return { owner, json };
  }

  return {
    signingKey,
    async userAndSigningKey(email) {
      const { rows } = await db.query<{ key: Uint8Array | null; doc: StoredUser | null }>(
        `select (select value from keys where name = 'signing') as key,
                (select doc from users where email = $1) as doc`,
        [userKey(email)],
      );
      const stored = rows[0]?.key && new Uint8Array(rows[0].key);
      const key = isUsableSigningKey(stored) ? stored : await signingKey();
      const user = rows[0]?.doc ?? undefined;
      return { user, signingKey: key };
    },
    async findUser(email) {
      const { rows } = await db.query<{ doc: StoredUser }>(
        'select doc from users where email = $1',
        [userKey(email)],
      );
      return rows[0]?.doc;
    },
    async addUser(user) {
      const { rows } = await db.query<{ email: string }>(
        'insert into users (email, doc) values ($1, $2) on conflict (email) do nothing returning email',
        [userKey(user.email), user],
      );
      return rows.length === 1;
    },
    addCustomerFromGuest(guestEmail, customer) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ doc: StoredUser }>(
          'select doc from users where email = $1 for update',
          [userKey(guestEmail)],
        );
        const guest = guestOnly(rows[0]?.doc);
        const added = await tx.query(
          'insert into users (email, doc) values ($1, $2) on conflict (email) do nothing returning email',
          [userKey(customer.email), adoptLists(customer, guest)],
        );
        if (added.rows.length === 0) return false;
        if (!guest) return true;
        await tx.query('delete from users where email = $1', [userKey(guestEmail)]);
        await tx.query('update orders set email = $2 where email = $1', [
          userKey(guestEmail),
          userKey(customer.email),
        ]);
        return true;
      });
    },
    async removeIdleGuests(activeSince) {
      const { rows } = await db.query(
        `delete from users where doc->>'guest' = 'true'
           and coalesce(doc->>'lastActiveAt', doc->>'createdAt') < $1 collate "C" returning email`,
        [activeSince],
      );
      return rows.length;
    },
    updateUser(email, change, asRead) {
      let known = structuredClone(asRead);
      return untilWritten(async () => {
        const user = known ?? (await readUser(db, email));
        known = undefined;
        const asRead = JSON.stringify(user);
        change(user);
        const json = JSON.stringify(user);
        // Nothing to change (a dish taken out that was not in): the account stands as read.
        if (json === asRead) return user;
        const { rows } = await db.query(
          'update users set doc = $2 where email = $1 and doc = $3::text::jsonb returning email',
          [userKey(email), json, asRead],
        );
        return rows.length === 0 ? CHANGED_MEANWHILE : user;
      });
    },
    changeList<List extends ListName>(
      email: string,
      change: ListChange & { list: List },
      guard?: TokenGuard,
    ) {
      const { applies, after, values } = listChangeInSql(change);
      // Over the list as stored when the write takes the row, in one statement.
      return untilWritten(async () => {
        const { rows } = await db.query<{
          allowed: boolean;
          changed: boolean;
          items: StoredUser[List] | null;
        }>(
          `with allowed as (select ${guardHolds(guard, 4 + values.length)} as ok),
           updated as (
             update users set doc = jsonb_set(doc, array[$2::text], ${after})
             where email = $1 and (select ok from allowed) and ${applies}
             returning doc->$2::text as items)
           select (select ok from allowed) as allowed, exists (select from updated) as changed,
                  coalesce((select items from updated),
                           (select doc->$2::text from users where email = $1)) as items`,
          [userKey(email), change.list, itemIdOf(change), ...values, ...guardValues(guard)],
        );
        const { allowed, changed, items } = rows[0]!;
        if (!allowed) throw new GuardRefused();
        if (!items) throw new ApiError(404, UNREGISTERED_EMAIL);
        // Unchanged, the list was read as it was before the statement: if that list would have
        // changed, another write changed it meanwhile, and the next attempt reads it again.
        if (!changed && changesList(items, change)) return CHANGED_MEANWHILE;
        if (guard) guard.held = true;
        return { items, changed };
      });
    },
    async placeOrder(email, order, guard) {
      const owner = userKey(email);
      const json = JSON.stringify(order);
      // One statement, so one transaction: the order, the emptied cart and the order's event, if
      // the account is there and no order has the payment. The same payment sent twice at once
      // waits on the payment's unique key for the first, and then inserts nothing.
      const { rows } = await db.query<{ cart: StoredUser['cart'] | null; version: string }>(
        `with placed as (
           insert into orders (id, email, payment_id, created_at, doc)
           select $1, $2, $3, $4, $5
           where exists (select from users where email = $2) and ${guardHolds(guard, 6)}
           on conflict (payment_id) do nothing returning id, xmin::text as version),
         emptied as (
           update users set doc = jsonb_set(doc, '{cart}', '[]')
           where email = $2 and exists (select from placed) returning doc->'cart' as cart),
         event as (
           insert into order_events (order_id)
           select id from placed, (select pg_advisory_xact_lock(${ORDER_EVENTS_LOCK})) as numbering
           returning seq)
         select (select cart from emptied), placed.version,
                (select pg_notify('${ORDER_EVENTS_CHANNEL}', '') from event)
         from placed`,
        [order._id, owner, order.paymentId, order.createdAt, json, ...guardValues(guard)],
      );
      if (rows[0]) {
        seenOrders.see(order._id, { owner, json, version: rows[0].version });
        if (guard) guard.held = true;
        return { order, cart: rows[0].cart ?? [], placed: true };
      }
      if (guard) throw new GuardRefused();
      // Nothing placed: no such account, or the payment's order was made before.
      const user = await readUser(db, email);
      const { rows: earlier } = await db.query<{ email: string; doc: StoredOrder }>(
        'select email, doc from orders where payment_id = $1',
        [order.paymentId],
      );
      if (!earlier[0]) throw new ApiError(404, UNREGISTERED_EMAIL);
      if (earlier[0].email !== owner) {
        throw new ApiError(409, `The payment ${order.paymentId} belongs to another order.`);
      }
      return { order: earlier[0].doc, cart: user.cart, placed: false };
    },
    async listOrders(email, page) {
      const user = userKey(email);
      if (!page) {
        const { rows } = await db.query<{ doc: StoredOrder }>(
          `select doc from orders where email = $1 ${ORDERS_NEWEST_FIRST}`,
          [user],
        );
        return { orders: rows.map(({ doc }) => doc), nextCursor: null };
      }
      let after: { created_at: string; seq: string } | undefined;
      if (page.cursor !== undefined) {
        const { rows } = await db.query<{ created_at: string; seq: string }>(
          'select created_at, seq from orders where id = $1 and email = $2',
          [page.cursor, user],
        );
        if (!rows[0]) return undefined;
        after = rows[0];
      }
      // One more than the page: whether another page follows.
      const { rows } = await db.query<{ doc: StoredOrder }>(
        after
          ? `select doc from orders where email = $1 and (created_at, seq) < ($3, $4) ${ORDERS_NEWEST_FIRST} limit $2`
          : `select doc from orders where email = $1 ${ORDERS_NEWEST_FIRST} limit $2`,
        after ? [user, page.limit + 1, after.created_at, after.seq] : [user, page.limit + 1],
      );
      const orders = rows.slice(0, page.limit).map(({ doc }) => doc);
      return { orders, nextCursor: rows.length > page.limit ? orders.at(-1)!._id : null };
    },
    async findOrder(email, orderId) {
      const found = await readOrderRow(orderId, userKey(email));
      return found && (JSON.parse(found.json) as StoredOrder);
    },
    changeOrder(orderId, change, owner, guard) {
      const ownerKey = owner === undefined ? null : userKey(owner);
      // The order as this server last saw it, if it was its owner's then: the first attempt's
      // guess, taken only if the write finds the order still so.
      const seen = seenOrders.seen(orderId);
      let guess = seen && (ownerKey === null || seen.owner === ownerKey) ? seen : undefined;
      // The order as a write that found it changed read it.
      let current: SeenOrder | undefined;
      return untilWritten(async () => {
        const fromGuess = guess !== undefined;
        const stored = guess ?? current ?? (await readOrderRow(orderId, ownerKey));
        guess = current = undefined;
        if (!stored) return undefined;
        const read = JSON.parse(stored.json) as StoredOrder;
        let order: StoredOrder;
        try {
          order = change(read);
        } catch (error) {
          // What the guess did not allow, the order as stored may.
          if (fromGuess) return CHANGED_MEANWHILE;
          throw error;
        }
        if (order === read) return fromGuess ? CHANGED_MEANWHILE : { order, owner: stored.owner };
        const json = JSON.stringify(order);
        // The order, its event and the news to every server, in one statement; else the order
        // as it is now.
        const { rows } = await db.query<{
          allowed: boolean;
          email: string | null;
          version: string | null;
          current_owner: string | null;
          current_json: string | null;
          current_version: string | null;
        }>(
          `with allowed as (select ${guardHolds(guard, 5)} as ok),
           changed as (
             update orders set doc = $2
             where id = $1 and doc = $3::text::jsonb and ($4::text is null or email = $4)
               and (select ok from allowed)
             returning id, email, xmin::text as version
           ),
           event as (
             insert into order_events (order_id)
             select id from changed, (select pg_advisory_xact_lock(${ORDER_EVENTS_LOCK})) as numbering
             returning seq),
           current as (
             select email, doc::text as json, xmin::text as version from orders
             where id = $1 and ($4::text is null or email = $4) and not exists (select from changed))
           select (select ok from allowed) as allowed, changed.email, changed.version,
                  (select pg_notify('${ORDER_EVENTS_CHANNEL}', '') from event),
                  current.email as current_owner, current.json as current_json,
                  current.version as current_version
           from (select) as one left join changed on true left join current on true`,
          [orderId, json, stored.json, ownerKey, ...guardValues(guard)],
        );
        const row = rows[0]!;
        if (!row.allowed) throw new GuardRefused();
        if (row.email === null || row.version === null) {
          if (row.current_owner === null || row.current_json === null) return undefined;
          current = {
            owner: row.current_owner,
            json: row.current_json,
            version: row.current_version!,
          };
          seenOrders.see(orderId, current);
          return CHANGED_MEANWHILE;
        }
        seenOrders.see(orderId, { owner: row.email, json, version: row.version });
        if (guard) guard.held = true;
        return { order, owner: row.email };
      });
    },
    async kitchenOrdersJson(since) {
      // A board at a dinner rush is a thousand orders, read again at each board's opening, and
      // few changed since this server last saw them: the text of only those is read, and the
      // rest sent as the bytes they were last sent as, never parsed here. The seen orders are
      // copied first, so that each order sent is of the version the database matched. The
      // recent orders match first: the status inside their document is then never read.
      const seen = new Map(seenOrders.entries());
      const ids = [...seen.keys()];
      const versions = [...seen.values()].map(({ version }) => version);
      const { rows } = await db.query<{
        id: string;
        email: string;
        version: string;
        json: string | null;
      }>(
        `select o.id, o.email, o.xmin::text as version,
                case when seen.id is null then o.doc::text end as json
           from orders o
           left join unnest($3::text[], $4::text[]) as seen (id, version)
             on seen.id = o.id and seen.version = o.xmin::text
           where o.created_at >= $2 or o.doc->>'status' = any($1)
           order by o.created_at, o.seq`,
        [OPEN_STATUSES, since, ids, versions],
      );
      return rows.map(({ id, email, version, json }) => {
        const order = json === null ? seen.get(id)! : { owner: email, json, version };
        seenOrders.see(id, order);
        return (order.bytes ??= Buffer.from(order.json));
      });
    },
    async orderEventsAfter(seq, limit) {
      const { rows } = await db.query<{
        seq: string;
        id: string;
        email: string;
        json: string;
        version: string;
      }>(
        `select e.seq, o.id, o.email, o.doc::text as json, o.xmin::text as version
           from order_events e join orders o on o.id = e.order_id
           where e.seq > $1 order by e.seq limit $2`,
        [seq, limit],
      );
      return rows.map(({ seq, id, email, json, version }) => {
        seenOrders.see(id, { owner: email, json, version });
        return { seq: Number(seq), owner: email, order: JSON.parse(json) as StoredOrder };
      });
    },
    async lastOrderEvent() {
      const { rows } = await db.query<{ seq: string | null }>(
        'select max(seq) as seq from order_events',
      );
      return Number(rows[0]?.seq ?? 0);
    },
    async unansweredOrders(cutoff) {
      const { rows } = await db.query<{ id: string }>(
        "select id from orders where doc->>'status' = 'placed' and created_at <= $1",
        [cutoff],
      );
      return rows.map(({ id }) => id);
    },
    async menu() {
      // One statement: the dishes and the revision they are at.
      const { rows } = await db.query<{ revision: string; dishes: MenuDish[] | null }>(
        `select (select revision from menu) as revision,
                (select jsonb_agg(doc order by position) from dishes) as dishes`,
      );
      return { revision: Number(rows[0]?.revision ?? 0), dishes: rows[0]?.dishes ?? [] };
    },
    async menuRevision() {
      const { rows } = await db.query<{ revision: string }>('select revision from menu');
      return Number(rows[0]?.revision ?? 0);
    },
    addDish(dish) {
      return db
        .transaction(async (tx) => {
          await nextMenuRevision(tx);
          const { rows } = await tx.query(
            `insert into dishes (id, position, doc)
             values ($1, (select coalesce(max(position), -1) + 1 from dishes), $2)
             on conflict (id) do nothing returning id`,
            [dish._id, dish],
          );
          // Nothing added: the revision need not move (the transaction's whole effect is undone).
          if (rows.length === 0) throw new DishTaken();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof DishTaken) return false;
          throw error;
        });
    },
    changeDish(productId, change) {
      return db.transaction(async (tx) => {
        // The menu's row first: changes of the menu are made one at a time.
        await nextMenuRevision(tx);
        const { rows } = await tx.query<{ doc: MenuDish }>('select doc from dishes where id = $1', [
          productId,
        ]);
        if (!rows[0]) return undefined;
        const dish = change(rows[0].doc);
        await tx.query('update dishes set doc = $2 where id = $1', [productId, dish]);
        return dish;
      });
    },
    listTodos: () => todoList(db),
    addTodo(todo) {
      return db.transaction(async (tx) => {
        await insertTodo(tx, todo);
        return todoList(tx);
      });
    },
    deleteTodo(id) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query('delete from todos where id = $1 returning id', [id]);
        return rows.length === 0 ? undefined : todoList(tx);
      });
    },
    async clearTodos() {
      await db.query('delete from todos');
      return [];
    },
    reset() {
      seenOrders.clear();
      return db.transaction(async (tx) => {
        for (const table of ['users', 'orders', 'order_events', 'todos', 'keys', 'dishes'])
          await tx.query(`delete from ${table}`);
        await seed(tx);
        await fillMenu(tx);
      });
    },
  };
}
