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

/**
 * Follows the controls, and reads their cookie once in a task of its own: a page's first look at
 * `document.cookie` waits for the browser's answer, about 20 ms at 4× CPU, which hydration's
 * effects need not wait for.
 */
function followControls(onChange: () => void): () => void {
  const stop = watchBackendControls(onChange);
  const reading = setTimeout(() => {
    cookie ??= readControlsCookie(document.cookie);
    onChange();
  });
  return () => {
    clearTimeout(reading);
    stop();
  };
}

/** The controls' cookie: '' while none is on, until it is read, and on a prerendered page's server. */
export const useBackendControlsCookie = () =>
  useSyncExternalStore(
    followControls,
    () => cookie ?? '',
    () => '',
  );
