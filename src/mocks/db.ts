import { base64url } from 'jose';
import type { Address, CartItem, Order, TestTodo, User, WishlistItem } from '../domain/types';
import { seedTodos } from './seed/todos';
import { seedUsers } from './seed/users';
import type { KeyValueStorage } from './storage';

export const DB_STORAGE_KEY = 'storefront-mock-db';
const SIGNING_KEY_BYTES = 32;

/** A user as the backend keeps it. `passwordHash` is null for the demo user (guest login only). */
export interface StoredUser extends User {
  passwordHash: string | null;
  cart: CartItem[];
  wishlist: WishlistItem[];
  addresses: Address[];
  /** Newest first. */
  orders: Order[];
}

interface DbState {
  /** base64url of the HMAC key that signs tokens. */
  signingKey: string;
  users: StoredUser[];
  todos: TestTodo[];
}

export interface Db {
  readonly signingKey: Uint8Array;
  /** Emails match case-insensitively. Returns a copy: change users through updateUser. */
  findUser(email: string): StoredUser | undefined;
  addUser(user: StoredUser): void;
  /** Applies `change` to a copy of the user and saves it; nothing is saved if `change` throws. */
  updateUser(email: string, change: (user: StoredUser) => void): StoredUser;
  listTodos(): TestTodo[];
  /** Applies `change` to a copy of the todos and saves it; nothing is saved if `change` throws. */
  updateTodos(change: (todos: TestTodo[]) => void): TestTodo[];
  /** Restores the seed data but keeps the signing key, so old tokens still verify. */
  reset(): void;
}

function seedState(signingKey: string): DbState {
  return { signingKey, users: seedUsers(), todos: seedTodos() };
}

function parseState(json: string | null): DbState | undefined {
  try {
    const state: Partial<DbState> | null = JSON.parse(json ?? 'null');
    const valid =
      typeof state?.signingKey === 'string' &&
      Array.isArray(state.users) &&
      Array.isArray(state.todos);
    return valid ? (state as DbState) : undefined;
  } catch {
    return undefined;
  }
}

function newSigningKey(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(SIGNING_KEY_BYTES)));
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The mock database, kept in `storage` under DB_STORAGE_KEY. Every call reads the stored state
 * and every change writes it back before it counts: each open tab runs its own backend over the
 * same storage, so nothing may be kept in memory, and a write that fails changes nothing.
 */
export function createDb(storage: KeyValueStorage): Db {
  // Only used when the stored state is missing or unreadable, e.g. on the very first start.
  const fallbackKey = newSigningKey();
  const load = (): DbState => parseState(storage.getItem(DB_STORAGE_KEY)) ?? seedState(fallbackKey);
  const save = (state: DbState) => storage.setItem(DB_STORAGE_KEY, JSON.stringify(state));
  save(load()); // persists a freshly generated signing key before any token is signed with it

  const userIndex = (state: DbState, email: string) =>
    state.users.findIndex((user) => sameEmail(user.email, email));

  return {
    get signingKey() {
      return base64url.decode(load().signingKey);
    },
    findUser(email) {
      const state = load();
      return state.users[userIndex(state, email)];
    },
    addUser(user) {
      const state = load();
      state.users.push(structuredClone(user));
      save(state);
    },
    updateUser(email, change) {
      const state = load();
      const user = state.users[userIndex(state, email)];
      if (!user) throw new Error(`No user has the email ${email}.`);
      change(user);
      save(state);
      return user;
    },
    listTodos() {
      return load().todos;
    },
    updateTodos(change) {
      const state = load();
      change(state.todos);
      save(state);
      return state.todos;
    },
    reset() {
      save(seedState(load().signingKey));
    },
  };
}
