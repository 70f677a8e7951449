import styled, { css } from 'styled-components';
import { Button, type ButtonProps } from '../Button';
import { IconButton, type IconButtonProps } from '../IconButton';

/*
 * The buttons of a cart line or a wishlist card are made unavailable with `aria-disabled`, not
 * `disabled`: a button that turns `disabled` while focused (decrement reaching 1, a line whose
 * call starts) would drop the keyboard user's focus to the top of the page. Assistive
 * technology still hears "unavailable"; a click or Enter does nothing.
 */
const unavailableLook = css`
  &&[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledLineButton = styled(Button)`
  ${unavailableLook}
`;

const StyledLineIconButton = styled(IconButton)`
  ${unavailableLook}
`;

interface Unavailable {
  /** Shown and announced as unavailable, ignores clicks, stays focusable. */
  unavailable?: boolean;
}

export function LineButton({ unavailable = false, onClick, ...rest }: ButtonProps & Unavailable) {
  return (
    <StyledLineButton
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
      {...rest}
    />
  );
}

export function LineIconButton({
  unavailable = false,
  onClick,
  ...rest
}: IconButtonProps & Unavailable) {
  return (
    <StyledLineIconButton
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
      {...rest}
    />
  );
}
