import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CheckboxInput, ChoiceDescription, ChoiceRow, ChoiceText } from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** An optional second line, tied to the input with `aria-describedby`. */
  description?: ReactNode;
  /** Class name of the wrapping `<label>` (the `className` prop goes to the `<input>`). */
  rowClassName?: string;
}

/**
 * A native `<input type="checkbox">` with a custom-drawn box. The input stays in the DOM and
 * in the tab order, so Space toggles it and forms and screen readers treat it as a checkbox.
 *
 * The whole row is the `<label>`, so all of it is the hit target; the input is named by the
 * label text alone (`aria-labelledby`), and the description is its description, not its name.
 */
export function Checkbox({
  label,
  description,
  rowClassName,
  id,
  disabled,
  'aria-describedby': describedByProp,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const labelId = `${inputId}-label`;
  const descriptionId = `${inputId}-description`;
  const describedBy =
    [description ? descriptionId : null, describedByProp ?? null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <ChoiceRow htmlFor={inputId} className={rowClassName} $disabled={Boolean(disabled)}>
      <CheckboxInput
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
