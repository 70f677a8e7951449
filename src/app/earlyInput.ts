// Early input (D27): index.html keeps what the shopper does on a prerendered page until it has
// hydrated (the clicks on buttons, the fields typed, pasted, ticked or autofilled, the forms
// sent), out of React's sight: React drops a click that lands while it hydrates. Once the page
// has hydrated, `replayEarlyInput` stops that and hands it all to React.

/** What index.html's script kept. */
interface EarlyInput {
  clicks: HTMLElement[];
  fields: Set<EventTarget>;
  submits: { form: HTMLFormElement; submitter: HTMLElement | null }[];
}

declare global {
  interface Window {
    /** Stops index.html's early listeners and returns what they kept. */
    __earlyInput?: () => EarlyInput;
  }
}

/** Stops keeping early input and returns it; nothing the second time. */
function takeEarlyInput(): EarlyInput | undefined {
  const take = window.__earlyInput;
  delete window.__earlyInput;
  return take?.();
}

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * Tells React what a field holds. Hydration keeps what the shopper typed or ticked but not the
 * state the page renders from, so the field is set back to what React rendered (through React's
 * own setter, which it compares with) and then to the shopper's value, with the event React
 * listens to: its onChange sees the change as if it had just been made.
 */
function replayField(field: EventTarget) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const wanted = field.checked;
    if (wanted === field.defaultChecked) return;
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const typed = field.value;
    if (typed === field.defaultValue) return;
    field.value = field.defaultValue;
    nativeValueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLSelectElement)
    field.dispatchEvent(new Event('change', { bubbles: true }));
}

const usable = (element: HTMLElement) =>
  element.isConnected && !element.matches(':disabled, [aria-disabled="true"]');

/**
 * Call once the page has hydrated (or, on a page that was not prerendered, at start: there was
 * nothing to act on). Replays the fields first, then the clicks, then the forms sent.
 */
export function replayEarlyInput() {
  const input = takeEarlyInput();
  if (!input) return;
  const { clicks, fields, submits } = input;
  for (const element of [...clicks, ...submits.map(({ submitter, form }) => submitter ?? form)])
    delete element.dataset.earlyInput;
  for (const field of fields) if (field instanceof Element && field.isConnected) replayField(field);
  for (const click of clicks) if (usable(click)) click.click();
  for (const { form, submitter } of submits)
    if (form.isConnected) form.requestSubmit(submitter && usable(submitter) ? submitter : null);
}
