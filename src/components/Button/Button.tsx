import type { ComponentPropsWithRef, ReactNode } from 'react';
import { IconSlot, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` for the one main action of a view, `secondary` for others, `ghost` for quiet ones. */
  variant?: ButtonVariant;
  /** `md` and `lg` meet the 44 px touch target; keep `sm` for dense desktop rows. */
  size?: ButtonSize;
  /** Stretch to the width of the container (e.g. "Place order" on a phone). */
  fullWidth?: boolean;
  /** A decorative icon before the text. */
  startIcon?: ReactNode;
  /** A decorative icon after the text. */
  endIcon?: ReactNode;
  /**
   * Shown and announced as unavailable (`aria-disabled`), ignores clicks, and stays focusable:
   * prefer it to `disabled` for a button that may be focused when it turns unavailable (a line
   * whose call starts, a stepper reaching 1), which would throw keyboard focus to the page top.
   */
  unavailable?: boolean;
}

/**
 * A real `<button>`, `type="button"` unless told otherwise (so it never submits a form by
 * accident). Every native prop and the `ref` reach the element.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  startIcon,
  endIcon,
  unavailable = false,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-disabled={unavailable || undefined}
      // Not even a submit button's default action: an unavailable button does nothing.
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {startIcon ? <IconSlot aria-hidden="true">{startIcon}</IconSlot> : null}
      {children}
      {endIcon ? <IconSlot aria-hidden="true">{endIcon}</IconSlot> : null}
    </StyledButton>
  );
}
