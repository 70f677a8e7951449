import { decodeControls, encodeControls, type BackendControl } from '../../domain/backendControls';
import {
  BACKEND_CONTROLS_CHANNEL,
  BACKEND_CONTROLS_COOKIE,
} from '../../domain/backendControlsCookie';

/** Where the backend controls are kept (D26). Read on every request: another tab may change them. */
export interface BackendControlsStore {
  read(): BackendControl[];
  write(controls: BackendControl[]): void;
}

/** Controls that live as long as the object: for tests and Storybook. */
export function createMemoryControlsStore(): BackendControlsStore {
  let controls: BackendControl[] = [];
  return {
    read: () => controls,
    write: (next) => {
      controls = next;
    },
  };
}

/**
 * The browser's (D26), kept by the backend's service worker: a session cookie, which every tab
 * shares and no new browser session inherits, unlike localStorage and IndexedDB. The worker
 * answers every tab, so what it holds is current; it reads the cookie when it starts, and writes
 * it on each change. Every write is announced with the cookie's new value on a BroadcastChannel,
 * so banners in all tabs follow at once. A browser without the Cookie Store API in workers keeps
 * them for as long as the worker runs.
 */
export function createCookieStoreControls(
  cookieStore: CookieStore | undefined,
): BackendControlsStore & { settled: () => Promise<void> } {
  let cookie = '';
  const channel = new BroadcastChannel(BACKEND_CONTROLS_CHANNEL);
  let pending: Promise<void> = (cookieStore?.get(BACKEND_CONTROLS_COOKIE) ?? Promise.resolve(null))
    .then((stored) => {
      cookie = stored?.value ?? '';
    })
    .catch(() => undefined);
  const save = (value: string) =>
    value === ''
      ? cookieStore?.delete({ name: BACKEND_CONTROLS_COOKIE, path: '/' })
      : cookieStore?.set({ name: BACKEND_CONTROLS_COOKIE, value, path: '/', sameSite: 'strict' });
  return {
    settled: () => pending,
    read: () => decodeControls(cookie),
    write: (controls) => {
      cookie = controls.length === 0 ? '' : encodeControls(controls);
      const value = cookie;
      pending = pending.then(() => save(value)).catch(() => undefined);
      channel.postMessage(cookie);
    },
  };
}
