// Where the backend controls are kept (D26): a session cookie, which every tab of the browser
// shares and which ends with the browser session. The backend writes it and sends its new value
// on a BroadcastChannel of the same name; this module stays tiny because the store's banner reads
// it in the first paint.

export const BACKEND_CONTROLS_COOKIE = 'backend-controls';
export const BACKEND_CONTROLS_CHANNEL = 'backend-controls';

/** The controls cookie's raw value in `document.cookie`'s text; '' when no control is on. */
export function readControlsCookie(cookies: string): string {
  const prefix = `${BACKEND_CONTROLS_COOKIE}=`;
  const entry = cookies.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry?.slice(prefix.length) ?? '';
}
