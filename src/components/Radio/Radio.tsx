import { Choice, type ChoiceProps } from '../Choice';

export type RadioProps = ChoiceProps;

/**
 * A native `<input type="radio">` with a custom-drawn circle. Give the options of one
 * question the same `name` and wrap them in a `<fieldset>` with a `<legend>` (the question):
 * the browser then gives the group one tab stop and arrow-key selection.
 */
export function Radio(props: RadioProps) {
  return <Choice type="radio" {...props} />;
}
