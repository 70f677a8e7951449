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

/** The mock database: kept in `storage` under DB_STORAGE_KEY and saved on every change. */
export function createDb(storage: KeyValueStorage): Db {
  let state = parseState(storage.getItem(DB_STORAGE_KEY)) ?? seedState(newSigningKey());
  const save = () => storage.setItem(DB_STORAGE_KEY, JSON.stringify(state));
  save(); // persists a freshly generated signing key before any token is signed with it

  const userIndex = (email: string) =>
    state.users.findIndex((user) => sameEmail(user.email, email));

  return {
    signingKey: base64url.decode(state.signingKey),
    findUser(email) {
      const user = state.users[userIndex(email)];
      return user && structuredClone(user);
    },
    addUser(user) {
      state.users.push(structuredClone(user));
      save();
    },
    updateUser(email, change) {
      const index = userIndex(email);
      const draft = structuredClone(state.users[index]);
      if (!draft) throw new Error(`No user has the email ${email}.`);
      change(draft);
      state.users[index] = draft;
      save();
      return structuredClone(draft);
    },
    listTodos() {
      return structuredClone(state.todos);
    },
    updateTodos(change) {
      const draft = structuredClone(state.todos);
      change(draft);
      state.todos = draft;
      save();
      return structuredClone(draft);
    },
    reset() {
      state = seedState(state.signingKey);
      save();
    },
  };
}
