// Early input (D27): index.html keeps what the shopper does on a prerendered page until it has
// hydrated (the clicks on buttons, the fields typed, pasted, ticked or autofilled, the forms
// sent), out of React's sight: React drops a click that lands while it hydrates. Once the page
// has hydrated, `replayEarlyInput` stops that and hands it all to React.

import { afterNextPaint } from './afterNextPaint';

/** What index.html's script kept. */
interface EarlyInput {
  clicks: HTMLElement[];
  fields: Set<EventTarget>;
  submits: { form: HTMLFormElement; submitter: HTMLElement | null }[];
}

declare global {
  interface Window {
    /** Stops index.html's early listeners and returns what they kept. */
    __earlyInput?: (this: void) => EarlyInput;
  }
}

/** Stops keeping early input and returns it; nothing the second time. */
function takeEarlyInput(): EarlyInput | undefined {
  const take = window.__earlyInput;
  delete window.__earlyInput;
  return take?.();
}

/** Sets the field's value as the browser's own setter does, under React's tracking of it. */
const setNativeValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
    field,
    value,
  );

const isTextField = (field: EventTarget): field is HTMLInputElement | HTMLTextAreaElement =>
  (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') ||
  field instanceof HTMLTextAreaElement;

/**
 * Hands React the text typed, pasted or autofilled into a field, at once: hydration keeps the
 * text but not the state the page renders from, and the field's next render would put back the
 * empty value React rendered, under the shopper's next key. The field is set, through React's
 * own setter (which it compares with), to something else, then to the shopper's text with the
 * event React listens to: onChange sees the change as if just made.
 */
function replayText(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  if (!field.isConnected || typed === field.defaultValue) return;
  field.value = typed === '' ? ' ' : '';
  setNativeValue(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * How to hand React a box ticked or an option chosen, taken when the page has hydrated and
 * replayed in turn with the clicks. A shopper who uses the control again before then has handed
 * React a newer choice: the replay, which would put the older one back, does nothing.
 */
function choiceReplay(field: EventTarget): (() => void) | undefined {
  const replay = replayOf(field);
  if (!replay) return undefined;
  // The next input event tells: the shopper's own, or the replay's.
  let usedSince = false;
  field.addEventListener('input', (event) => (usedSince = event.isTrusted), { once: true });
  return () => usedSince || replay();
}

function replayOf(field: EventTarget): (() => void) | undefined {
  if (!(field instanceof Element) || !field.isConnected) return undefined;
  if (field instanceof HTMLInputElement) {
    const wanted = field.checked;
    // Unchanged, or the radio the shopper's choice unchecked.
    if (wanted === field.defaultChecked || (field.type === 'radio' && !wanted)) return undefined;
    return () => {
      field.checked = !wanted;
      field.click();
    };
  }
  if (field instanceof HTMLSelectElement) {
    const chosen = field.value;
    return () => {
      field.value = chosen;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  return undefined;
}

const unavailable = (element: HTMLElement) => element.matches(':disabled, [aria-disabled="true"]');
const usable = (element: HTMLElement) => element.isConnected && !unavailable(element);

/**
 * Resolves once the control is usable, or gone. index.html keeps only clicks on a usable control,
 * so one that is not usable now waits for a click replayed before it (the same dish's 'Add to
 * cart' makes its heart wait for the call): still marked as kept, it clicks once it can.
 */
function whenUsable(control: HTMLElement) {
  return new Promise<void>((resolve) => {
    if (!control.isConnected || !unavailable(control)) return resolve();
    const observer = new MutationObserver(() => {
      if (control.isConnected && unavailable(control)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['disabled', 'aria-disabled'],
    });
  });
}

/**
 * Call in the hydrated page's first effect (on a page that was not prerendered, at start: there
 * was nothing to act on). Hands React the text typed at once, then replays the choices, the
 * clicks and the forms sent, a frame apart, as a quick shopper would: the first once the page
 * has caught up with what it reads after hydrating (the session, the theme), each next once the
 * page has shown the last.
 */
export async function replayEarlyInput() {
  const input = takeEarlyInput();
  if (!input) return;
  const { clicks, fields, submits } = input;
  const choices = [...fields].filter((field) => !isTextField(field));
  for (const field of fields) if (isTextField(field)) replayText(field);
  const actions: (() => void | Promise<void>)[] = [
    ...choices.flatMap((field) => choiceReplay(field) ?? []),
    ...clicks.map((click) => async () => {
      await whenUsable(click);
      delete click.dataset.earlyInput;
      if (usable(click)) click.click();
    }),
    ...submits.map(({ form, submitter }) => () => {
      delete (submitter ?? form).dataset.earlyInput;
      if (form.isConnected) form.requestSubmit(submitter && usable(submitter) ? submitter : null);
    }),
  ];
  for (const act of actions) {
    await afterNextPaint();
    await act();
  }
}
