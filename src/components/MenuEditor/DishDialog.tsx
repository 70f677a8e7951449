import { useEffect, useEffectEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { Sheet, useModalSheet } from '../modalDialog';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { DialogActions } from './MenuEditor.styles';

interface DishDialogProps {
  title: string;
  description: string;
  /** The main button's words: 'Save', 'Add to the menu'. */
  submitLabel: string;
  /** The save is on its way: the main button says so, and waits. */
  saving: boolean;
  /** Why the last save failed, in the backend's words. */
  problem?: string;
  /** The save went through, or there was nothing to save: the dialog closes, then calls `onClose`. */
  done: boolean;
  /** Checks the form, and saves it when it is right. */
  onSubmit: () => void;
  /** Cancel, Escape, or the dialog closed after its save. */
  onClose: () => void;
  initialFocus: RefObject<HTMLElement | null>;
  width: string;
  children: ReactNode;
}

/**
 * A dish's form in a native modal `<dialog>`: it stays open while its save is on its way, and
 * after a save that failed, with what was typed and why; it closes once the save goes through,
 * the focus going back to the button that opened it.
 */
export function DishDialog({
  title,
  description,
  submitLabel,
  saving,
  problem,
  done,
  onSubmit,
  onClose,
  initialFocus,
  width,
  children,
}: DishDialogProps) {
  const sheet = useModalSheet(initialFocus, onClose);
  const close = useEffectEvent(() => sheet.settle(onClose));
  useEffect(() => {
    if (done) close();
  }, [done]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Sheet $width={width} $padding="lg" $shadow="lg" {...sheet.sheetProps}>
      <Stack as="form" $gap="md" noValidate aria-busy={saving} onSubmit={submit}>
        <Stack $gap="xxs">
          <Text as="h2" $size="xl" id={sheet.titleId}>
            {title}
          </Text>
          <Text $tone="muted" id={sheet.descriptionId}>
            {description}
          </Text>
        </Stack>
        {children}
        {problem && <ErrorMessage role="alert">{problem}</ErrorMessage>}
        <DialogActions $gap="sm">
          <Button type="submit" unavailable={saving}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
          <Button variant="secondary" onClick={sheet.dismiss}>
            Cancel
          </Button>
        </DialogActions>
      </Stack>
    </Sheet>
  );
}
