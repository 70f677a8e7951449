import { CircleUser, Heart, ShoppingCart, SlidersHorizontal, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { IconLink } from '../IconLink';
import { Bar, Inner, Logo, LogoText, Nav, SearchSlot, TextLink, ThemeSlot } from './Header.styles';
import { PATHS } from '../../domain/paths';

export interface FilterToggle {
  /** Whether the filter sidebar is shown (`aria-expanded`). */
  open: boolean;
  onToggle: () => void;
  /** The sidebar's element id (`aria-controls`). */
  controls: string;
}

export interface HeaderProps {
  isLoggedIn: boolean;
  cartCount: number;
  wishlistCount: number;
  /** Only on /foodItems: the menu button that shows or hides the filter sidebar. */
  filterToggle?: FilterToggle;
  /** The search box; the app passes its SearchBox component here. */
  search: ReactNode;
  /** Router state for the Login link: the app puts there where login should return to. */
  loginLinkState?: unknown;
  /** The 'Theme' control (D25); the app passes its ThemeMenu here. */
  themeControl: ReactNode;
}

/**
 * The sticky top bar: logo, search, 'Cravings?!', Profile or Login, and cart
 * and wishlist links whose count badges show only to a logged-in user with a count above 0; then
 * the 'Theme' control.
 */
export function Header({
  isLoggedIn,
  cartCount,
  wishlistCount,
  filterToggle,
  search,
  loginLinkState,
  themeControl,
}: HeaderProps) {
  return (
    <Bar>
      <Inner $align="center" $gap={['xxs', 'none']}>
        {filterToggle ? (
          <IconButton
            label="Filters"
            icon={<SlidersHorizontal />}
            aria-expanded={filterToggle.open}
            aria-controls={filterToggle.controls}
            onClick={filterToggle.onToggle}
          />
        ) : null}
        <Logo to={PATHS.home} aria-label="Cravings">
          <UtensilsCrossed aria-hidden="true" />
          <LogoText>Cravings</LogoText>
        </Logo>
        <SearchSlot>{search}</SearchSlot>
        <Nav as="nav" $align="center" $wrap={false} aria-label="Main">
          <TextLink to={PATHS.dishes}>Cravings?!</TextLink>
          {isLoggedIn ? (
            <IconLink label="Profile" to={PATHS.profileInformation} icon={<CircleUser />} />
          ) : (
            // Kept until the page has hydrated (index.html): followed natively, it would lose
            // where login returns to.
            <TextLink to={PATHS.login} state={loginLinkState} data-replay-early-click>
              Login
            </TextLink>
          )}
          <IconLink
            label="Cart"
            to={PATHS.cart}
            icon={<ShoppingCart />}
            badgeCount={isLoggedIn ? cartCount : 0}
          />
          <IconLink
            label="Wishlist"
            to={PATHS.wishlist}
            icon={<Heart />}
            badgeCount={isLoggedIn ? wishlistCount : 0}
          />
        </Nav>
        <ThemeSlot>{themeControl}</ThemeSlot>
      </Inner>
    </Bar>
  );
}
