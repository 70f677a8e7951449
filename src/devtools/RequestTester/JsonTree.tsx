import ReactJson, { type InteractionProps } from '@microlink/react-json-view';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { jsonTreeThemes, type ColorScheme } from './colorSchemes';
import { replyBox } from './ResponseView.styles';
import { theme } from '../../components/theme';

export interface JsonTreeProps {
  value: object;
  /** The accessible name of the tree's region, e.g. 'Response body'. */
  label: string;
  colorScheme: ColorScheme;
  /** Values can be edited, keys added and entries removed in place. */
  editable?: boolean;
}

/** The viewer's icons, shown on hover only; made keyboard buttons by `useKeyboardIcons`. */
const ICONS = [
  ['.copy-to-clipboard-container', 'Copy'],
  ['.click-to-edit', 'Edit'],
  ['.click-to-add', 'Add a key to'],
  ['.click-to-remove', 'Remove'],
] as const;
const ICON_SELECTOR = ICONS.map(([selector]) => selector).join(', ');

const Tree = styled.div`
  ${replyBox}
  min-width: 0;
  max-height: 32rem;

  /* Icons stay in the layout (so they can take focus) and appear on hover or focus. */
  & :is(${ICON_SELECTOR}) {
    display: inline-block !important;
    opacity: 0;
  }
  & :is(.variable-row, .object-key-val):hover :is(${ICON_SELECTOR}),
  & :is(${ICON_SELECTOR}):focus,
  & :is(${ICON_SELECTOR}):focus-within {
    opacity: 1;
  }

  /* The viewer leaves the key dialog's input white; give it the theme's edit colours. */
  & .key-modal-input {
    background-color: ${theme.colors.surface};
  }
`;

/** The name of the entry an icon belongs to, for its label. */
function entryName(icon: Element): string {
  const rowOf = (element: Element) => element.closest('.variable-row, .object-key-val');
  const row = rowOf(icon);
  // The row's own key, not one of a nested entry (the root has none: `name={false}`).
  const key = [...(row?.querySelectorAll('.object-key') ?? [])]
    .find((candidate) => rowOf(candidate) === row)
    ?.textContent?.replace(/"/g, '');
  return key ? `"${key}"` : 'the whole value';
}

/**
 * The viewer's icons are mouse-only `<span>`s and `<svg>`s. This gives them a button role, a
 * name and a place in the tab order (every icon when editable; otherwise only the first copy
 * icon, the whole value's, so a long reply is not hundreds of tab stops), and lets Enter and
 * Space press them. Its 'Validation Error' box becomes an alert so it is announced.
 */
function useKeyboardIcons(editable: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const enhance = () => {
      const icons = editable
        ? ICONS.flatMap(([selector, action]) =>
            [...root.querySelectorAll(selector)].map((icon) => [icon, action] as const),
          )
        : [[root.querySelector(ICONS[0][0]), ICONS[0][1]] as const];
      for (const [icon, action] of icons) {
        if (!icon || icon.getAttribute('role') === 'button') continue;
        icon.setAttribute('role', 'button');
        icon.setAttribute('tabindex', '0');
        icon.setAttribute('aria-label', `${action} ${entryName(icon)}`);
      }
      root.querySelector('.validation-failure')?.setAttribute('role', 'alert');
    };
    // The viewer listens on the icon's <svg>: pass on a press of the (bigger) button around it.
    const pressIcon = (icon: Element) =>
      icon.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if ((event.key !== 'Enter' && event.key !== ' ') || !target.matches(ICON_SELECTOR)) return;
      event.preventDefault();
      pressIcon(target);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.matches(ICON_SELECTOR)) pressIcon(target);
    };
    enhance();
    const observer = new MutationObserver(enhance);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('click', onClick);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('click', onClick);
    };
  }, [editable]);
  return ref;
}

/** The keys of the object a key was added to, before the addition. */
const existingKeys = ({ existing_value }: InteractionProps): string[] =>
  existing_value && typeof existing_value === 'object' ? Object.keys(existing_value) : [];

/** The key an `onAdd` adds: the one in the new object that was not in the old one. */
function addedKey(add: InteractionProps): string | undefined {
  const before = new Set(existingKeys(add));
  const after =
    add.new_value && typeof add.new_value === 'object' ? Object.keys(add.new_value) : [];
  return after.find((key) => !before.has(key));
}

/**
 * A new key must have a name and must not be there yet; header names ignore case, so neither
 * does the check. Returning false makes the viewer show 'Validation Error'.
 */
export function acceptNewKey(add: InteractionProps): boolean {
  const key = addedKey(add);
  if (key === undefined) return true; // an item appended to an array
  const lower = key.trim().toLowerCase();
  return lower !== '' && !existingKeys(add).some((existing) => existing.toLowerCase() === lower);
}

const accept = () => true;

/**
 * Enter saves an edit with the viewer's type detection (array, object, float, integer, boolean,
 * null, NaN, undefined, date, else string); Shift+Enter is a new line. Ctrl/Cmd-click a value
 * to edit it, as the viewer does by default.
 */
function keyModifier(event: Event, type: 'edit' | 'submit'): boolean {
  const { ctrlKey, metaKey, shiftKey } = event as KeyboardEvent;
  return type === 'submit' ? !shiftKey : ctrlKey || metaKey;
}

/** @microlink/react-json-view with the panel's settings. */
export function JsonTree({ value, label, colorScheme, editable = false }: JsonTreeProps) {
  const ref = useKeyboardIcons(editable);
  return (
    // A region that can scroll, so it takes focus for keyboard scrolling.
    <Tree ref={ref} role="region" aria-label={label} tabIndex={0}>
      <ReactJson
        src={value}
        name={false}
        // Module constants: a new theme object would make the viewer drop the user's edits.
        theme={jsonTreeThemes[colorScheme]}
        groupArraysAfterLength={100}
        indentWidth={4}
        enableClipboard
        // Its comma colour is fixed (#666), too faint on the dark surface.
        showComma={false}
        // Deep replies stay cheap to draw; any level opens with a click.
        collapsed={8}
        validationMessage="Validation Error"
        keyModifier={keyModifier}
        onEdit={editable ? accept : false}
        onDelete={editable ? accept : false}
        onAdd={editable ? acceptNewKey : false}
      />
    </Tree>
  );
}
