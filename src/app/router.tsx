import type { RouteObject } from 'react-router';
import { NotFound } from '../components/NotFound';
import { createCatalog } from './catalog';
import { Layout } from './Layout';
import { foodItemsLoader, landingLoader, layoutLoader, productDetailLoader } from './loaders';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { LandingPage } from './pages/LandingPage';
import { Placeholder } from './pages/Placeholder';

/**
 * The route table of spec section 2. The landing page is part of the first paint; every other
 * page loads on demand. Each router gets its own catalog, so a flow story never sees another
 * story's data.
 */
export function createRoutes(): RouteObject[] {
  const catalog = createCatalog();
  return [
    {
      id: 'root',
      loader: layoutLoader(catalog),
      shouldRevalidate: () => false,
      element: <Layout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        { path: '/', loader: landingLoader(catalog), element: <LandingPage /> },
        { path: '/login', element: <Placeholder title="Login" /> },
        { path: '/signup', element: <Placeholder title="Signup" /> },
        { path: '/cart', element: <Placeholder title="My Cart" /> },
        { path: '/wishList', element: <Placeholder title="My Wishlist" /> },
        {
          path: '/foodItems',
          loader: foodItemsLoader(catalog),
          // Filters live in the query string: changing them must not reload the dishes; an
          // explicit retry (same URL) does.
          shouldRevalidate: ({ currentUrl, nextUrl }) =>
            currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href,
          lazy: () =>
            import('./pages/FoodItemsPage').then((page) => ({ Component: page.FoodItemsPage })),
        },
        {
          path: '/foodItems/:id',
          loader: productDetailLoader,
          lazy: () =>
            import('./pages/ProductDetailPage').then((page) => ({
              Component: page.ProductDetailPage,
            })),
        },
        { path: '/profile/*', element: <Placeholder title="Profile" /> },
        { path: '/checkout', element: <Placeholder title="Checkout" /> },
        { path: '/mockman', lazy: () => import('./pages/MockmanPage') },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
