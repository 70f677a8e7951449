import { getResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { Db } from './db';
import { createMockBackend, everyHandler } from './index';
import type { KeyValueStorage } from './storage';

export interface TestBackend {
  db: Db;
  server: SetupServer;
  /**
   * Answers one request as the service worker does (D32), without intercepting `fetch`: for a
   * test that sends thousands of calls.
   */
  respond: (request: Request) => Promise<Response>;
}

type TestBackendFactory = (legacyStorage?: KeyValueStorage) => TestBackend;

/** Over the global (fake) `indexedDB`. */
let factory: TestBackendFactory = (legacyStorage) => {
  const { db, handlers } = createMockBackend(legacyStorage);
  const answering = everyHandler(handlers);
  return {
    db,
    server: setupServer(...answering),
    respond: async (request) => {
      const response = await getResponse(answering, request);
      if (!response) throw new Error(`No handler answers ${request.method} ${request.url}`);
      return response;
    },
  };
};

/**
 * A backend for Node tests, from the seed: call `server.listen()` before and `server.close()`
 * after use.
 */
export const createTestBackend = (legacyStorage?: KeyValueStorage): TestBackend =>
  factory(legacyStorage);

/** Puts another backend behind the same tests: the server's, in its Vitest projects. */
export function setTestBackendFactory(next: TestBackendFactory): void {
  factory = next;
}
