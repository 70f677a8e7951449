import { userKey, type Db, type StoredUser } from '../db';

// The embedded database is opened by one process at a time (PGlite), so only its server's own
// changes move what it holds. What nearly every request reads (an account with the signing key,
// the menu's revision) can then be kept in memory from one change to the next (D46).

/** The accounts kept at most; beyond, the one kept longest goes. */
const MAX_USERS = 10_000;

/**
 * The Db of a database no other process writes, with accounts, the signing key and the menu's
 * revision kept in memory. A change forgets what it may have changed once it settles, and a
 * read under way while any change settles is not kept. Every method is listed, so that a new
 * one must say what it changes.
 */
export function soleWriterCache(db: Db): Db {
  const users = new Map<string, StoredUser>();
  let signingKey: Uint8Array | undefined;
  let menuRevision: number | undefined;
  let changes = 0;

  /** What `read` answers, handed to `keep` unless a change settled meanwhile. */
  async function kept<Value>(read: Promise<Value>, keep: (value: Value) => void): Promise<Value> {
    const before = changes;
    const value = await read;
    if (before === changes) keep(value);
    return value;
  }
  /** What `change` answers, once `forget` has dropped what it may have changed. */
  async function changed<Value>(change: Promise<Value>, forget: () => void): Promise<Value> {
    try {
      return await change;
    } finally {
      changes += 1;
      forget();
    }
  }
  const keepUser = (user: StoredUser | undefined) => {
    if (!user) return;
    if (users.size >= MAX_USERS) users.delete(users.keys().next().value!);
    users.set(userKey(user.email), structuredClone(user));
  };
  const knownUser = (email: string) => {
    const user = users.get(userKey(email));
    return user && structuredClone(user);
  };
  const forgetUsers =
    (...emails: string[]) =>
    () => {
      for (const email of emails) users.delete(userKey(email));
    };
  const forgetAll = () => {
    users.clear();
    signingKey = undefined;
    menuRevision = undefined;
  };
  const forgetMenu = () => (menuRevision = undefined);

  return {
    accountsInMemory: true,
    async signingKey() {
      return signingKey ?? kept(db.signingKey(), (key) => (signingKey = key));
    },
    async findUser(email) {
      return knownUser(email) ?? kept(db.findUser(email), keepUser);
    },
    async userAndSigningKey(email) {
      const user = knownUser(email);
      if (user && signingKey) return { user, signingKey };
      return kept(db.userAndSigningKey(email), (read) => {
        keepUser(read.user);
        signingKey = read.signingKey;
      });
    },
    addUser: (user) => changed(db.addUser(user), forgetUsers(user.email)),
    addCustomerFromGuest: (guestEmail, customer) =>
      changed(
        db.addCustomerFromGuest(guestEmail, customer),
        forgetUsers(guestEmail, customer.email),
      ),
    removeIdleGuests: (activeSince) =>
      changed(db.removeIdleGuests(activeSince), () => users.clear()),
    updateUser: (email, change, asRead) =>
      changed(db.updateUser(email, change, asRead), forgetUsers(email)),
    changeList: (email, change, guard) =>
      changed(db.changeList(email, change, guard), forgetUsers(email)),
    placeOrder: (email, order, guard) =>
      changed(db.placeOrder(email, order, guard), forgetUsers(email)),
    listOrders: (email, page) => db.listOrders(email, page),
    findOrder: (email, orderId) => db.findOrder(email, orderId),
    // Orders are not kept: an order's change forgets nothing.
    changeOrder: (orderId, change, owner, guard) => db.changeOrder(orderId, change, owner, guard),
    kitchenOrdersJson: (since) => db.kitchenOrdersJson(since),
    orderEventsAfter: (seq, limit) => db.orderEventsAfter(seq, limit),
    lastOrderEvent: () => db.lastOrderEvent(),
    unansweredOrders: (cutoff) => db.unansweredOrders(cutoff),
    menu: () => db.menu(),
    async menuRevision() {
      return menuRevision ?? kept(db.menuRevision(), (revision) => (menuRevision = revision));
    },
    addDish: (dish) => changed(db.addDish(dish), forgetMenu),
    changeDish: (productId, change) => changed(db.changeDish(productId, change), forgetMenu),
    // The request tester's todos are not kept either.
    listTodos: () => db.listTodos(),
    addTodo: (todo) => db.addTodo(todo),
    deleteTodo: (id) => db.deleteTodo(id),
    clearTodos: () => db.clearTodos(),
    reset: () => changed(db.reset(), forgetAll),
  };
}
