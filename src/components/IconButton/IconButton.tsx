import type { ComponentPropsWithRef, ReactNode } from 'react';
import { countName } from './countName';
import {
  CornerBadge,
  IconSlot,
  StyledIconButton,
  type IconButtonVariant,
} from './IconButton.styles';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'aria-pressed' | 'title'
> {
  /**
   * What the button does, e.g. "Cart", "Add to wishlist", "Show password". Required: it is the
   * button's accessible name (`aria-label`) and its tooltip (`title`). For a toggle, keep the
   * label the same in both states and use `pressed`.
   */
  label: string;
  /** The icon. It is decorative (hidden from assistive technology); the label speaks for it. */
  icon: ReactNode;
  /** Makes the button a toggle (`aria-pressed`), e.g. the wishlist heart or "Show password". */
  pressed?: boolean;
  /** A count shown as a badge on the corner and spoken as part of the name; 0 hides it. */
  badgeCount?: number;
  /**
   * How the count is spoken after the label: `"Cart, 3 items"`. Defaults to "N item(s)".
   */
  formatCount?: (count: number) => string;
  variant?: IconButtonVariant;
  /**
   * Shown and announced as unavailable (`aria-disabled`), ignores clicks, and stays focusable:
   * prefer it to `disabled` for a button that may be focused when it turns unavailable (a line
   * whose call starts, a stepper reaching 1), which would throw keyboard focus to the page top.
   */
  unavailable?: boolean;
}

/**
 * An icon-only `<button>` with a required label.
 *
 * **Badge pattern.** When `badgeCount` is above 0 the accessible name becomes
 * `"<label>, <formatCount(count)>"` (e.g. "Cart, 3 items") and the visual badge is
 * `aria-hidden`, so a screen reader hears the count exactly once, as part of the button's name.
 * The badge shows the exact number (no "99+"): what is seen and what is heard stay the same,
 * which WCAG 2.5.3 "Label in Name" (axe `label-content-name-mismatch`) requires.
 * Announcing a *change* of the count (e.g. "Added to cart") is the caller's job: a toast or a
 * live region.
 */
export function IconButton({
  label,
  icon,
  pressed,
  badgeCount,
  formatCount,
  variant = 'ghost',
  type = 'button',
  unavailable = false,
  onClick,
  ...rest
}: IconButtonProps) {
  const { name, count } = countName(label, badgeCount, formatCount);
  return (
    <StyledIconButton
      type={type}
      aria-label={name}
      title={name}
      aria-pressed={pressed}
      $variant={variant}
      aria-disabled={unavailable || undefined}
      // Not even a submit button's default action: an unavailable button does nothing.
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      <IconSlot aria-hidden="true">{icon}</IconSlot>
      {count > 0 ? (
        <CornerBadge tone="primary" aria-hidden="true" data-testid="icon-button-badge">
          {count}
        </CornerBadge>
      ) : null}
    </StyledIconButton>
  );
}
