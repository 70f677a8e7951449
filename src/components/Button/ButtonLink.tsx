import type { RefAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled from 'styled-components';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';
import { theme } from '../theme';

const StyledButtonLink = styled(StyledButton).attrs({ as: Link })`
  text-decoration: none;

  /* The global a:hover colour would turn the text the colour of the hovered fill. */
  &:hover {
    color: ${({ $variant }) =>
      $variant === 'primary' ? theme.colors.textOnColor : theme.colors.primaryHover};
  }
`;

export interface ButtonLinkProps extends LinkProps, RefAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A link that looks like a Button: for actions that go somewhere ('I'm Hungry', CHECKOUT). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonLinkProps) {
  return <StyledButtonLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
