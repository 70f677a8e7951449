import { useEffect, useRef, type FocusEvent } from 'react';

/** Where the keyboard's focus last was on a ticket. */
interface Focused {
  element: Element;
  ticketId: string;
}

/**
 * A ticket that moves to another column (or to Done) is drawn anew there, and the button that
 * had the focus goes with the old one: the browser would drop the focus to the page's start.
 * After each render, the focus goes to the ticket in its new place instead, when it was the
 * keyboard's (a tap or a click leaves the page where it is). Give `onFocus` to the board.
 */
export function useFocusFollowsTickets() {
  const focused = useRef<Focused>(undefined);

  useEffect(() => {
    const last = focused.current;
    if (!last || last.element.isConnected) return;
    focused.current = undefined;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(last.ticketId)?.focus();
  });

  return (event: FocusEvent) => {
    const target = event.target;
    const ticket = target.closest('article[id^="ticket-"]');
    focused.current =
      ticket && target.matches(':focus-visible')
        ? { element: target, ticketId: ticket.id }
        : undefined;
  };
}
