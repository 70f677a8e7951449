import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  Adornment,
  ErrorText,
  Field,
  Hint,
  Input,
  InputWrap,
  Label,
  RequiredMark,
} from './TextInput.styles';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label, always shown and tied to the input. */
  label: ReactNode;
  /** A validation message. When set the input is `aria-invalid` and described by it. */
  error?: ReactNode;
  /** A help text under the input, e.g. "10 digits, no spaces". */
  hint?: ReactNode;
  /**
   * Something at the end of the box, e.g. the password visibility toggle (an `IconButton`).
   * It must be focusable on its own or decorative; it is not part of the label.
   */
  endAdornment?: ReactNode;
  /** Class name of the outer wrapper (the `className` prop goes to the `<input>`). */
  fieldClassName?: string;
}

/**
 * A labelled text field.
 *
 * - The `<label>` is always visible and bound by id (`useId`, or the `id` you pass).
 * - The error goes in an element referenced by `aria-describedby` (first, then the hint) and
 *   the input gets `aria-invalid="true"`, so the message is read when the field is focused.
 *   That element is a polite live region that is always rendered, so a message that appears
 *   while the user is in the field (validation on blur or change) is also announced.
 * - Every native input prop (`type`, `placeholder`, `autoComplete`, `inputMode`, ...) and the
 *   `ref` reach the `<input>`.
 */
export function TextInput({
  label,
  error,
  hint,
  endAdornment,
  id,
  fieldClassName,
  required,
  'aria-describedby': describedByProp,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? `text-input-${generatedId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hasError ? errorId : null, hint ? hintId : null, describedByProp ?? null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Field className={fieldClassName}>
      <Label htmlFor={inputId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <InputWrap>
        <Input
          id={inputId}
          required={required}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          $invalid={hasError}
          $hasAdornment={Boolean(endAdornment)}
          {...rest}
        />
        {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
      </InputWrap>
      <ErrorText id={errorId} aria-live="polite">
        {hasError ? error : null}
      </ErrorText>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Field>
  );
}
