import { http } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { Db } from '../backend/db';
import type { GuestAccounts } from '../backend/guests';
import { createDb } from '../backend/browser/indexedDb';
import { createHandlers, everyHandler, type HandlerOptions } from '../backend/handlers';
import { createDispatch } from '../backend/dispatch';
import type { KeyValueStorage } from '../domain/keyValueStorage';

export interface TestBackend {
  db: Db;
  /** Who 'Be My Guest' logs in as on this host (D44). */
  guestAccounts: GuestAccounts;
  server: SetupServer;
  /**
   * Answers one request as the service worker does (D32), without intercepting `fetch`: for a
   * test that sends thousands of calls.
   */
  respond: (request: Request) => Promise<Response>;
}

export interface TestBackendOptions {
  /** The earlier version's data, moved over on first start (the in-browser backend's only). */
  legacyStorage?: KeyValueStorage;
  /** The host's own unless given: the demo account in the browser, a guest's own on a server. */
  guestAccounts?: GuestAccounts;
  /** The kitchen's and the provider's settings, as a host would pass them. */
  handlerOptions?: Pick<HandlerOptions, 'kitchenDemo' | 'gateway' | 'answerMinutes' | 'passwords'>;
}

type TestBackendFactory = (options: TestBackendOptions) => TestBackend;

/** Over the global (fake) `indexedDB`. */
let factory: TestBackendFactory = ({ legacyStorage, guestAccounts = 'demo', handlerOptions }) => {
  const db = createDb({ legacyStorage });
  const dispatch = createDispatch(
    everyHandler(createHandlers(db, { guestAccounts, ...handlerOptions })),
  );
  const respond = async (request: Request) => {
    const response = await dispatch(request);
    if (!response) throw new Error(`No handler answers ${request.method} ${request.url}`);
    return response;
  };
  return {
    db,
    guestAccounts,
    // Every call as the service worker answers it. A predicate, not a path: MSW would throw
    // matching a path with a broken escape.
    server: setupServer(
      http.all(
        () => true,
        ({ request }) => dispatch(request),
      ),
    ),
    respond,
  };
};

/**
 * A backend for Node tests, from the seed: call `server.listen()` before and `server.close()`
 * after use.
 */
export const createTestBackend = (options: TestBackendOptions = {}): TestBackend =>
  factory(options);

/** Puts another backend behind the same tests: the server's, in its Vitest projects. */
export function setTestBackendFactory(next: TestBackendFactory): void {
  factory = next;
}
