import { base64url } from 'jose';
import type { TestTodo } from '../../../domain/types';
import { isRecord } from '../../../domain/isRecord';
import { SIGNING_KEY_BYTES } from '../../signingKey';
import type { KeyValueStorage } from '../../../domain/keyValueStorage';
import { userKey, type StoredOrder, type StoredUser } from '../../db';

import { LEGACY_STORAGE_KEY } from './legacyKeys';

export { LEGACY_STORAGE_KEY, SET_ASIDE_STORAGE_KEY } from './legacyKeys';

export interface DbContents {
  /** Undefined when the document's key is missing, not base64url or too short: a new one. */
  signingKey?: Uint8Array;
  users: StoredUser[];
  /** Each user's orders, newest first, by the user's email. */
  orders: Map<string, StoredOrder[]>;
  todos: TestTodo[];
}

/** What the document held that could not be moved, as it was. */
export interface SetAside {
  signingKey?: unknown;
  users: unknown[];
  orders: unknown[];
  todos: unknown[];
}

export interface LegacyDocument {
  contents: DbContents;
  setAside: SetAside;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const hasText = (record: Record<string, unknown>, ...fields: string[]) =>
  fields.every((field) => isText(record[field]));
const isListOf = (value: unknown, idField: string) =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && isText(entry[idField]));

function isUser(value: unknown): value is StoredUser {
  return (
    isRecord(value) &&
    hasText(value, '_id', 'email', 'firstName', 'lastName', 'createdAt', 'updatedAt') &&
    value.email !== '' &&
    (value.passwordHash === null || isText(value.passwordHash)) &&
    isListOf(value.cart, '_id') &&
    (value.cart as Record<string, unknown>[]).every((item) => Number.isInteger(item.qty)) &&
    isListOf(value.wishlist, '_id') &&
    isListOf(value.addresses, 'id')
  );
}

function isOrder(value: unknown): value is StoredOrder {
  return (
    isRecord(value) &&
    hasText(value, '_id', 'paymentId', 'createdAt') &&
    typeof value.totalPrice === 'number' &&
    isListOf(value.products, '_id') &&
    isRecord(value.selectedAddress)
  );
}

function isTodo(value: unknown): value is TestTodo {
  return isRecord(value) && hasText(value, '_id', 'title') && typeof value.done === 'boolean';
}

/** The key, unless it is missing, not base64url, or shorter than a signing key must be. */
function readSigningKey(value: unknown): Uint8Array | undefined {
  if (!isText(value)) return undefined;
  try {
    const key = base64url.decode(value);
    return key.length >= SIGNING_KEY_BYTES ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what `isValid` accepts once per `idOf`; the rest goes to `setAside`. */
function keepValid<Kept>(
  values: unknown[],
  isValid: (value: unknown) => value is Kept,
  idOf: (value: Kept) => string,
  setAside: unknown[],
  seen = new Set<string>(),
): Kept[] {
  return values.filter((value): value is Kept => {
    const keep = isValid(value) && !seen.has(idOf(value));
    if (keep) seen.add(idOf(value));
    else setAside.push(value);
    return keep;
  });
}

/**
 * The localStorage document, record by record: what can be moved, and what cannot (a broken
 * user, order or todo, a second user of one email, a key too short), kept as it was. Undefined
 * when there is no document, or it is not one.
 */
export function readLegacyDocument(
  storage: KeyValueStorage | undefined,
): LegacyDocument | undefined {
  let document: unknown;
  try {
    document = JSON.parse(storage?.getItem(LEGACY_STORAGE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(document) || !Array.isArray(document.users)) return undefined;
  const setAside: SetAside = { users: [], orders: [], todos: [] };
  const signingKey = readSigningKey(document.signingKey);
  if (!signingKey) setAside.signingKey = document.signingKey;

  const orders = new Map<string, StoredOrder[]>();
  const seenOrders = new Set<string>();
  const users = keepValid(
    document.users,
    (user): user is StoredUser & { orders?: unknown } => isUser(user),
    (user) => userKey(user.email),
    setAside.users,
  ).map(({ orders: userOrders = [], ...user }) => {
    const listed = Array.isArray(userOrders) ? userOrders : [];
    if (!Array.isArray(userOrders)) setAside.orders.push(userOrders);
    orders.set(
      user.email,
      keepValid(listed, isOrder, (order) => order._id, setAside.orders, seenOrders),
    );
    return user;
  });
  const todos = Array.isArray(document.todos)
    ? keepValid(document.todos, isTodo, (todo) => todo._id, setAside.todos)
    : [];
  return { contents: { signingKey, users, orders, todos }, setAside };
}

/** How many records (and the key) were set aside. */
export const setAsideCount = ({ signingKey, users, orders, todos }: SetAside) =>
  (signingKey === undefined ? 0 : 1) + users.length + orders.length + todos.length;
