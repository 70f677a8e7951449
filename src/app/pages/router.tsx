import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { createCatalog, type Catalog } from '../api/catalogCache';
import { Layout } from './Layout';
import { PageLoading } from './PageLoading';
import { productGridLoader, landingLoader, layoutLoader, productDetailLoader } from './loaders';
import { RequireSession } from './RequireSession';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PATHS } from '../../domain/paths';

/**
 * A page loaded on demand from `./pages/<name>`: the router renders the module's `name` export.
 * The name stays on the function, for the build to preload a prerendered page's code.
 */
const lazyPage = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => Object.assign(() => load().then((page) => ({ Component: page[name] })), { page: name });

/** The pages (`./pages/<name>`) that `path`'s routes load. */
export const pagesOf = (routes: RouteObject[], path: string): string[] =>
  (matchRoutes(routes, path) ?? []).flatMap(({ route }) =>
    route.lazy && 'page' in route.lazy && typeof route.lazy.page === 'string'
      ? [route.lazy.page]
      : [],
  );

/**
 * The route table. Every page loads on demand (a prerendered page's code is
 * loaded before hydration, `hydration.ts`). Each router gets its own catalog, so a flow story
 * never sees another story's data; a prerendered page passes the catalog it was built from.
 */
export function createRoutes(catalog: Catalog = createCatalog()): RouteObject[] {
  return [
    {
      id: 'root',
      loader: layoutLoader(catalog),
      // Only an explicit revalidation (same URL) reads the catalog again, never a navigation.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
      element: <Layout />,
      HydrateFallback: PageLoading,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          id: 'landing',
          path: '/',
          loader: landingLoader(catalog),
          lazy: lazyPage(() => import('./LandingPage'), 'LandingPage'),
        },
        {
          path: PATHS.login,
          lazy: lazyPage(() => import('./LoginPage'), 'LoginPage'),
        },
        {
          path: PATHS.signup,
          lazy: lazyPage(() => import('./SignupPage'), 'SignupPage'),
        },
        {
          id: 'foodItems',
          path: PATHS.dishes,
          loader: productGridLoader(catalog),
          // Filters live in the query string: changing them must not reload the dishes; an
          // explicit retry (same URL) does.
          shouldRevalidate: ({ currentUrl, nextUrl }) =>
            currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href,
          lazy: lazyPage(() => import('./ProductGridPage'), 'ProductGridPage'),
        },
        {
          id: 'productDetail',
          path: PATHS.dishPattern,
          loader: productDetailLoader(catalog),
          lazy: lazyPage(() => import('./ProductDetailPage'), 'ProductDetailPage'),
        },
        {
          element: <RequireSession />,
          children: [
            {
              path: PATHS.cart,
              lazy: lazyPage(() => import('./CartPage'), 'CartPage'),
            },
            {
              path: PATHS.wishlist,
              lazy: lazyPage(() => import('./WishlistPage'), 'WishlistPage'),
            },
            {
              path: PATHS.profile,
              lazy: lazyPage(() => import('./ProfilePage'), 'ProfilePage'),
              // /profile and any unknown tab open the first tab.
              children: [
                { index: true, element: <Navigate to="profile-information" replace /> },
                {
                  path: 'profile-information',
                  lazy: lazyPage(
                    () => import('./ProfileInformationPage'),
                    'ProfileInformationPage',
                  ),
                },
                {
                  path: 'address',
                  lazy: lazyPage(() => import('./AddressesPage'), 'AddressesPage'),
                },
                {
                  path: 'order-history',
                  lazy: lazyPage(() => import('./OrderHistoryPage'), 'OrderHistoryPage'),
                },
                { path: '*', element: <Navigate to="profile-information" replace /> },
              ],
            },
            {
              path: PATHS.checkout,
              lazy: lazyPage(() => import('./CheckoutPage'), 'CheckoutPage'),
            },
            {
              path: PATHS.orderPattern,
              lazy: lazyPage(() => import('./OrderTrackingPage'), 'OrderTrackingPage'),
            },
          ],
        },
        { path: PATHS.mockman, lazy: () => import('../../devtools/RequestTesterPage') },
        { path: '*', lazy: lazyPage(() => import('./NotFoundPage'), 'NotFoundPage') },
      ],
    },
    // The kitchen (D40): pages of their own, outside the shop's frame (no header, no shopper's
    // session or lists), with a session of their own; their code loads only here.
    {
      path: PATHS.kitchen,
      errorElement: <RouteErrorBoundary />,
      lazy: lazyPage(() => import('./KitchenPage'), 'KitchenPage'),
    },
    {
      path: PATHS.kitchenMenu,
      errorElement: <RouteErrorBoundary />,
      lazy: lazyPage(() => import('./KitchenMenuPage'), 'KitchenMenuPage'),
    },
    {
      path: PATHS.kitchenLogin,
      errorElement: <RouteErrorBoundary />,
      lazy: lazyPage(() => import('./KitchenLoginPage'), 'KitchenLoginPage'),
    },
  ];
}
