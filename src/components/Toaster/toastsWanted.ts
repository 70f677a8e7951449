// The toasts' container and its stylesheet come with the first toast, not with the page: after
// hydration, where a shopper's tap would wait for them.
let wanted = false;
const listeners = new Set<() => void>();

export const toastsWanted = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => wanted,
  /** Nothing is wanted while a page is prerendered. */
  serverSnapshot: () => false,
  want: () => {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  },
};
