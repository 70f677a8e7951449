import { base64url } from 'jose';
import type { TestTodo } from '../../domain/types';
import type { KeyValueStorage } from '../storage';
import type { StoredOrder, StoredUser } from './schema';

/** Where the backend kept everything before it moved to IndexedDB, as one JSON document. */
export const LEGACY_STORAGE_KEY = 'storefront-mock-db';

export interface DbContents {
  signingKey: Uint8Array;
  users: StoredUser[];
  /** Each user's orders, newest first, by the user's email. */
  orders: Map<string, StoredOrder[]>;
  todos: TestTodo[];
}

interface LegacyDocument {
  signingKey: string;
  users: (StoredUser & { orders?: StoredOrder[] })[];
  todos: TestTodo[];
}

function isLegacyDocument(value: unknown): value is LegacyDocument {
  const document = value as Partial<LegacyDocument> | null;
  return (
    typeof document?.signingKey === 'string' &&
    Array.isArray(document.users) &&
    Array.isArray(document.todos)
  );
}

/** The contents of the localStorage document, or undefined when there is none or it is broken. */
export function readLegacyDocument(storage: KeyValueStorage | undefined): DbContents | undefined {
  let document: unknown;
  try {
    document = JSON.parse(storage?.getItem(LEGACY_STORAGE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isLegacyDocument(document)) return undefined;
  const orders = new Map<string, StoredOrder[]>();
  const users = document.users.map(({ orders: userOrders = [], ...user }) => {
    orders.set(user.email, userOrders);
    return user;
  });
  return {
    signingKey: base64url.decode(document.signingKey),
    users,
    orders,
    todos: document.todos,
  };
}
