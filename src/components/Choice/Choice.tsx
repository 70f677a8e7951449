import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { CheckboxInput, ChoiceControl, ChoiceRow, RadioInput, Tick } from './Choice.styles';

export interface ChoiceProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The visible label; clicking it toggles or selects the input. */
  label: ReactNode;
  /** An optional second line, tied to the input with `aria-describedby`. */
  description?: ReactNode;
  /** Class name of the wrapping `<label>` (the `className` prop goes to the `<input>`). */
  rowClassName?: string;
}

const INPUTS = { checkbox: CheckboxInput, radio: RadioInput };

/**
 * The row shared by Checkbox and Radio. The whole row is the `<label>`, so all of it is the
 * hit target; the input is named by the label text alone (`aria-labelledby`), and the
 * description is its description, not its name.
 */
export function Choice({
  type,
  label,
  description,
  rowClassName,
  id,
  disabled,
  'aria-describedby': describedByProp,
  ...rest
}: ChoiceProps & { type: keyof typeof INPUTS }) {
  const Input = INPUTS[type];
  const generatedId = useId();
  const inputId = id ?? `${type}-${generatedId}`;
  const labelId = `${inputId}-label`;
  const descriptionId = `${inputId}-description`;
  const describedBy =
    [description ? descriptionId : null, describedByProp ?? null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <ChoiceRow htmlFor={inputId} className={rowClassName} $disabled={Boolean(disabled)}>
      <ChoiceControl>
        <Input
          id={inputId}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          {...rest}
        />
        {type === 'checkbox' ? <Tick /> : null}
      </ChoiceControl>
      <Stack as="span">
        <span id={labelId}>{label}</span>
        {description ? (
          <Text as="span" id={descriptionId} $size="sm" $tone="muted">
            {description}
          </Text>
        ) : null}
      </Stack>
    </ChoiceRow>
  );
}
