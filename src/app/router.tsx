import { createBrowserRouter } from 'react-router';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { NotFound } from '../components/NotFound';
import { Placeholder } from './pages/Placeholder';

/** The route table of spec section 2. Later issues replace each placeholder with its screen. */
export const routes = [
  {
    element: <Layout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <Placeholder title="Food, delivered in 30 minutes" /> },
      { path: '/login', element: <Placeholder title="Login" /> },
      { path: '/signup', element: <Placeholder title="Signup" /> },
      { path: '/cart', element: <Placeholder title="My Cart" /> },
      { path: '/wishList', element: <Placeholder title="My Wishlist" /> },
      { path: '/foodItems', element: <Placeholder title="Food items" /> },
      { path: '/foodItems/:id', element: <Placeholder title="Dish" /> },
      { path: '/profile/*', element: <Placeholder title="Profile" /> },
      { path: '/checkout', element: <Placeholder title="Checkout" /> },
      { path: '/mockman', lazy: () => import('./pages/MockmanPage') },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
