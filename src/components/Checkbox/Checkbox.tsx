import { Choice, type ChoiceProps } from '../Choice';

export type CheckboxProps = ChoiceProps;

/**
 * A native `<input type="checkbox">` with a custom-drawn box. The input stays in the DOM and
 * in the tab order, so Space toggles it and forms and screen readers treat it as a checkbox.
 */
export function Checkbox(props: CheckboxProps) {
  return <Choice type="checkbox" {...props} />;
}
