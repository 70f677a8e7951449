import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '../Button';
import { Sheet, useModalSheet } from '../modalDialog';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Actions } from './KitchenDialogs.styles';

interface DialogFrameProps {
  title: string;
  description: string;
  /** The main button's words. */
  submitLabel: string;
  /** Checks the form: the report to make once the dialog has closed, or nothing while it is wrong. */
  onSubmit: () => (() => void) | undefined;
  /** Cancel, Escape, or the dialog closed any other way. */
  onCancel: () => void;
  /** What takes the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A question asked in a native modal `<dialog>`, open from its first render: its fields, the
 * main button and Cancel. It reports once: the answer, or Cancel (also Escape). It closes
 * before it reports, so the focus goes back to the button that opened it.
 */
export function DialogFrame({
  title,
  description,
  submitLabel,
  onSubmit,
  onCancel,
  initialFocus,
  children,
}: DialogFrameProps) {
  const sheet = useModalSheet(initialFocus, onCancel);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const report = onSubmit();
    if (report) sheet.settle(report);
  };

  return (
    <Sheet $width="28rem" $padding="lg" $shadow="lg" {...sheet.sheetProps}>
      <Stack as="form" $gap="md" noValidate onSubmit={submit}>
        <Stack $gap="xxs">
          <Text as="h2" $size="xl" $numeric id={sheet.titleId}>
            {title}
          </Text>
          <Text $tone="muted" id={sheet.descriptionId}>
            {description}
          </Text>
        </Stack>
        {children}
        <Actions $gap="sm">
          <Button type="submit">{submitLabel}</Button>
          <Button variant="secondary" onClick={sheet.dismiss}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </Sheet>
  );
}
