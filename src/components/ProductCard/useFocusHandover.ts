import { useCallback, useRef } from 'react';

/**
 * Keeps keyboard focus when one control replaces another in the same render ('Add to cart'
 * becoming 'Go to cart'): if the outgoing element had the focus, the incoming one takes it,
 * instead of the focus falling to <body> with the removed element.
 *
 * Both are ref callbacks. React runs the outgoing one's cleanup while its element is still in
 * the page (refs are detached before nodes are removed), so `document.activeElement` still
 * tells whether it was focused; the incoming one is attached later in the same commit.
 */
export function useFocusHandover<Outgoing extends HTMLElement, Incoming extends HTMLElement>() {
  const outgoingHadFocus = useRef(false);

  const outgoing = useCallback((element: Outgoing | null) => {
    if (!element) return;
    return () => {
      outgoingHadFocus.current = document.activeElement === element;
    };
  }, []);

  const incoming = useCallback((element: Incoming | null) => {
    if (element && outgoingHadFocus.current) element.focus();
    outgoingHadFocus.current = false;
  }, []);

  return { outgoing, incoming };
}
