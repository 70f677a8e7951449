import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The text of a form field (`''` when absent), untrimmed. */
export const fieldText = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Inline errors of a form validated on submit (shared by the login and signup screens).
 *
 * - `report(form, found)` shows the errors and moves focus to the first field, in the form's
 *   order, that has one; it returns `true` when there are none.
 * - `clearOnInput` goes on the `<form>` as `onChange`: typing in a field removes its error.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const report = (form: HTMLFormElement, found: FieldErrors<Field>) => {
    // Rendered before the focus moves, so the field is announced with its message.
    flushSync(() => setErrors(found));
    const firstInvalid = Array.from(form.elements).find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && Boolean(found[element.name as Field]),
    );
    firstInvalid?.focus();
    return Object.values(found).every((message) => !message);
  };

  const clearOnInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((current) => {
      if (!current[name as Field]) return current;
      const rest = { ...current };
      delete rest[name as Field];
      return rest;
    });
  };

  return { errors, report, clearOnInput };
}
