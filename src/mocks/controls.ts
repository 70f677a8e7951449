import { decodeControls, encodeControls, type BackendControl } from '../domain/backendControls';
import {
  BACKEND_CONTROLS_CHANNEL,
  BACKEND_CONTROLS_COOKIE,
  readControlsCookie,
} from '../domain/backendControlsCookie';

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
 * The browser's (D26): a session cookie, which every tab shares and no new browser session
 * inherits, unlike localStorage and IndexedDB; sessionStorage would hold them in one tab only.
 * Every write is announced with the cookie's new value on a BroadcastChannel, so banners in all
 * tabs follow at once. That value is the one to trust: another tab's write reaches this tab's
 * `document.cookie` a moment after its message.
 */
export function createCookieControlsStore(): BackendControlsStore {
  let cookie = readControlsCookie(document.cookie);
  const channel = new BroadcastChannel(BACKEND_CONTROLS_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (typeof data === 'string') cookie = data;
  };
  return {
    read: () => decodeControls(cookie),
    write: (controls) => {
      cookie = controls.length === 0 ? '' : encodeControls(controls);
      document.cookie =
        cookie === ''
          ? `${BACKEND_CONTROLS_COOKIE}=; path=/; max-age=0`
          : `${BACKEND_CONTROLS_COOKIE}=${cookie}; path=/; samesite=strict`;
      channel.postMessage(cookie);
    },
  };
}
