import { useSyncExternalStore } from 'react';
import { BACKEND_CONTROLS_CHANNEL, readControlsCookie } from '../domain/backendControlsCookie';

/** The controls' cookie as the last change in any tab left it; '' while none is on. */
let cookie: string | undefined;

/**
 * Calls back whenever the backend of any tab, this one too, changes the controls (D26). The
 * message carries the cookie's new value, which another tab's write brings to this tab's
 * `document.cookie` only a moment later.
 */
export function watchBackendControls(onChange: () => void): () => void {
  const channel = new BroadcastChannel(BACKEND_CONTROLS_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (typeof data === 'string') cookie = data;
    onChange();
  };
  return () => channel.close();
}

const currentCookie = () => (cookie ??= readControlsCookie(document.cookie));

/** The controls' cookie: '' while none is on, and on a prerendered page's server. */
export const useBackendControlsCookie = () =>
  useSyncExternalStore(watchBackendControls, currentCookie, () => '');
