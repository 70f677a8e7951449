import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import {
  CornerBadge,
  countName,
  IconSlot,
  StyledIconButton,
  type IconButtonVariant,
} from '../IconButton';

export interface IconLinkProps extends Omit<LinkProps, 'children' | 'aria-label' | 'title'> {
  /** Where it goes, in words: "Cart", "Profile". It is the accessible name and the tooltip. */
  label: string;
  /** The icon. It is decorative; the label speaks for it. */
  icon: ReactNode;
  /** A count shown as a badge on the corner and spoken as part of the name; 0 hides it. */
  badgeCount?: number;
  /** How the count is spoken after the label: `"Cart, 3 items"`. Defaults to "N item(s)". */
  formatCount?: (count: number) => string;
  variant?: IconButtonVariant;
}

/**
 * An icon-only router `<Link>` that looks exactly like an `IconButton` (it shares its styles),
 * for icons that go somewhere rather than do something: the header's cart, the footer's
 * social links. Same badge pattern as `IconButton`: the count is in the name
 * ("Cart, 3 items") and the visual badge is `aria-hidden`.
 */
export function IconLink({
  label,
  icon,
  badgeCount,
  formatCount,
  variant = 'ghost',
  ...rest
}: IconLinkProps) {
  const { name, count } = countName(label, badgeCount, formatCount);
  return (
    <StyledIconButton as={Link} aria-label={name} title={name} $variant={variant} {...rest}>
      <IconSlot aria-hidden="true">{icon}</IconSlot>
      {/* Always there, hidden at 0: the first item added shows it without new CSS rules, whose
          insertion would cost the frame of that click on a slow phone. */}
      <CornerBadge
        tone="primary"
        aria-hidden="true"
        data-testid="icon-link-badge"
        hidden={count === 0}
      >
        {count > 0 ? count : null}
      </CornerBadge>
    </StyledIconButton>
  );
}
