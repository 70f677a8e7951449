import { useId, type ComponentPropsWithRef } from 'react';
import { ErrorText, Field, Hint, Label } from '../TextInput';
import { RequiredMark, TextArea } from './MenuEditor.styles';

interface DescriptionFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: string;
  error?: string;
  hint: string;
}

/**
 * A labelled text of several lines, as `TextInput` is for one: its message (a polite live region,
 * always there) and its hint describe it.
 */
export function DescriptionField({ label, error, hint, required, ...rest }: DescriptionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <TextArea
        id={id}
        rows={3}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        $invalid={Boolean(error)}
        {...rest}
      />
      <ErrorText id={errorId} aria-live="polite">
        {error}
      </ErrorText>
      <Hint id={hintId}>{hint}</Hint>
    </Field>
  );
}
