import { useEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Panel } from '../Panel';
import { theme } from '../theme';
import { useModalDialog } from './useModalDialog';

/** A native modal `<dialog>`: centred, the page behind dimmed and inert. */
export const Sheet = styled(Panel)<{ $width: string }>`
  width: min(${({ $width }) => $width}, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  border-top: 6px solid ${theme.colors.primary};
  color: ${theme.colors.text};

  &::backdrop {
    background: rgb(35 26 21 / 0.55);
  }
`;

/**
 * A sheet in a native modal `<dialog>`, open from its first render with `initialFocus` focused,
 * that reports once: `settle(report)` closes it first (so the focus goes back where it was),
 * then reports. Escape, and the browser closing it any other way, settle with `onDismiss`.
 */
export function useModalSheet(initialFocus: RefObject<HTMLElement | null>, onDismiss: () => void) {
  const dialog = useModalDialog();
  const settled = useRef(false);

  useEffect(() => {
    dialog.open();
    initialFocus.current?.focus();
  }, [dialog, initialFocus]);

  const settle = (report: () => void) => {
    if (settled.current) return;
    settled.current = true;
    dialog.close();
    report();
  };
  const dismiss = () => settle(onDismiss);

  return {
    titleId: dialog.titleId,
    descriptionId: dialog.descriptionId,
    settle,
    dismiss,
    /** To spread on the `Sheet`. */
    sheetProps: {
      as: 'dialog' as const,
      ...dialog.props,
      // Escape is dismiss. Handled on keydown (cancelling it keeps the browser from closing the
      // dialog on its own); the cancel and close events catch the other ways it can close.
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        dismiss();
      },
      onCancel: (event: SyntheticEvent) => {
        event.preventDefault();
        dismiss();
      },
      onClose: dismiss,
    },
  };
}
