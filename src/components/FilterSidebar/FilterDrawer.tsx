import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Drawer } from './FilterSidebar.styles';

export interface FilterDrawerProps {
  id: string;
  labelledBy: string;
  open: boolean;
  onClose: () => void;
  /** What gets focus when it opens (by default the browser picks the first focusable control). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A native modal `<dialog>` pinned to the left edge. `showModal()` gives what a drawer needs
 * for free: the page behind is inert, and focus returns to the control that opened it when it
 * closes. `open` stays the single source of truth: Escape
 * and a click on the backdrop ask the owner to close it (`onClose`).
 */
export function FilterDrawer({
  id,
  labelledBy,
  open,
  onClose,
  initialFocus,
  children,
}: FilterDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  // Handling Escape here (and cancelling its default) keeps the browser from closing the dialog
  // behind the owner's back; the owner closes it by setting `open` to false.
  const closeOnEscape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  // The panel fills the dialog box, so a click whose target is the dialog itself is on the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <Drawer
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      onKeyDown={closeOnEscape}
      onClick={closeOnBackdrop}
      // Other close requests (e.g. a phone's back gesture) close the dialog natively: follow it.
      // The event comes at the next animation frame: by then the drawer may be open again.
      onClose={(event) => {
        if (open && !event.currentTarget.open) onClose();
      }}
    >
      {children}
    </Drawer>
  );
}
