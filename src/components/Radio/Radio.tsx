import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChoiceDescription, ChoiceRow, ChoiceText, RadioInput } from './Radio.styles';

export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The visible label; clicking it selects the option. */
  label: ReactNode;
  /** An optional second line, tied to the input with `aria-describedby`. */
  description?: ReactNode;
  /** Class name of the wrapping `<label>` (the `className` prop goes to the `<input>`). */
  rowClassName?: string;
}

/**
 * A native `<input type="radio">` with a custom-drawn circle. Give the options of one
 * question the same `name` and wrap them in a `<fieldset>` with a `<legend>` (the question):
 * the browser then gives the group one tab stop and arrow-key selection.
 *
 * The whole row is the `<label>`, so all of it is the hit target; the input is named by the
 * label text alone (`aria-labelledby`), and the description is its description, not its name.
 */
export function Radio({
  label,
  description,
  rowClassName,
  id,
  disabled,
  'aria-describedby': describedByProp,
  ...rest
}: RadioProps) {
  const generatedId = useId();
  const inputId = id ?? `radio-${generatedId}`;
  const labelId = `${inputId}-label`;
  const descriptionId = `${inputId}-description`;
  const describedBy =
    [description ? descriptionId : null, describedByProp ?? null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <ChoiceRow htmlFor={inputId} className={rowClassName} $disabled={Boolean(disabled)}>
      <RadioInput
        id={inputId}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        {...rest}
      />
      <ChoiceText>
        <span id={labelId}>{label}</span>
        {description ? (
          <ChoiceDescription id={descriptionId}>{description}</ChoiceDescription>
        ) : null}
      </ChoiceText>
    </ChoiceRow>
  );
}
