import { memo, useDeferredValue, useState } from 'react';
import { matchPath, Outlet, useLoaderData, useLocation, useMatch, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { Product } from '../../domain/types';
import { Footer } from '../../components/Footer';
import { Header, type HeaderProps } from '../../components/Header';
import { SearchBox } from '../../components/SearchBox';
import { isWideScreen, useWideScreen } from '../../components/hooks';
import { BackendControlsNotice } from '../../devtools/BackendControlsNotice';
import type { LayoutData } from './loaders';
import { SessionProvider, useSession } from '../flows/session';
import { ListsProvider, useListsCounts } from '../flows/lists';
import { preloadable } from '../boot/preloadable';
import { useSettled } from './useSettled';
import { PATHS } from '../../domain/paths';
import { theme } from '../../components/theme';

const NO_PRODUCTS: Product[] = [];

const ThemeControl = preloadable(() => import('./ThemeControl'));

/** The layout's parts that load on demand: a prerendered page has them before it renders. */
export const preloadLayout = () => ThemeControl.preload();
/** The modules `preloadLayout` loads, by their path from the project's root, for the build. */
export const LAYOUT_MODULES = ['src/app/pages/ThemeControl.tsx'];

/** What pages read with useOutletContext. */
export interface LayoutContext {
  filtersOpen: boolean;
  closeFilters: () => void;
}

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus {
    left: ${theme.space.md};
    top: ${theme.space.md};
    z-index: ${theme.zIndices.overlay};
    background: ${theme.colors.surface};
    padding: ${theme.space.xs};
  }
`;

const Main = styled.main`
  min-height: 70vh;
  max-width: 1440px;
  margin: 0 auto;
  padding: ${theme.space.md};
`;

/** One search box from the first paint: what the shopper types before the catalog arrives stays. */
function CatalogSearch({ products }: { products: Promise<Product[]> }) {
  const navigate = useNavigate();
  const catalog = useSettled(products);
  return (
    <SearchBox
      products={catalog.status === 'fulfilled' ? catalog.value : NO_PRODUCTS}
      onOpenProduct={(id) => void navigate(PATHS.dish(id))}
    />
  );
}

/**
 * The state of the header's Login link: login returns to the page the visitor is on. On the
 * login and signup pages themselves it keeps where those were to return to, so logging in
 * never returns to the login page.
 */
function useLoginLinkState(): unknown {
  const location = useLocation();
  const { pathname, search } = location;
  const state: unknown = location.state;
  const onAuthPage = [PATHS.login, PATHS.signup].some((path) => matchPath(path, pathname));
  return onAuthPage ? state : { from: pathname + search };
}

const MemoHeader = memo(Header);

/**
 * The header with the shopper's badges, which alone re-renders when a list's length changes.
 * The counts are deferred: a heart or a stepper paints its own new state first, the badge a
 * frame later.
 */
function ListsHeader(props: Omit<HeaderProps, 'cartCount' | 'wishlistCount'>) {
  const { cartCount, wishlistCount } = useListsCounts();
  return (
    <MemoHeader
      {...props}
      cartCount={useDeferredValue(cartCount)}
      wishlistCount={useDeferredValue(wishlistCount)}
    />
  );
}

/** The frame every page shares: header with search, the page, footer. */
function Frame() {
  const { products } = useLoaderData<LayoutData>();
  const { session } = useSession();
  const onFoodItems = useMatch(PATHS.dishes) !== null;
  const loginLinkState = useLoginLinkState();
  // Until the shopper toggles it, the sidebar is open where there is room for it beside the grid (D21).
  const [toggledOpen, setToggledOpen] = useState<boolean>();
  const wide = useWideScreen();
  const filtersOpen = toggledOpen ?? wide;
  const outletContext: LayoutContext = { filtersOpen, closeFilters: () => setToggledOpen(false) };

  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <BackendControlsNotice />
      <ListsHeader
        isLoggedIn={session !== null}
        filterToggle={
          onFoodItems
            ? {
                open: filtersOpen,
                // Toggles what the shopper sees, which follows the screen before `wide` does.
                onToggle: () => setToggledOpen(!(toggledOpen ?? isWideScreen())),
                controls: 'filters',
              }
            : undefined
        }
        search={<CatalogSearch products={products} />}
        loginLinkState={loginLinkState}
        themeControl={<ThemeControl />}
      />
      <Main id="main">
        <Outlet context={outletContext} />
      </Main>
      <Footer />
    </>
  );
}

/** The session and the shopper's lists are shared by every page below the root route. */
export function Layout() {
  return (
    <SessionProvider>
      <ListsProvider>
        <Frame />
      </ListsProvider>
    </SessionProvider>
  );
}
