// The API's routes, written once (issue 22): the handlers, the client, the request tester, the
// backend controls and the OpenAPI document all read them from here. Plain data, so the store's
// first paint can name a route without loading a schema; each route's schemas are in ./contract.

export type Method = 'GET' | 'POST' | 'DELETE';

export interface ApiRoute {
  method: Method;
  /** The path, with `:name` for each path parameter. */
  path: string;
  /** Needs the session token in the authorization header. */
  auth: boolean;
  summary: string;
  /** A body that works, for the request tester to start from. */
  exampleBody?: Record<string, unknown>;
}

const exampleAddress = {
  name: 'Asha Rao',
  phone: '9876543210',
  city: 'Bengaluru',
  pin: '560001',
  profileState: 'Karnataka',
  addressText: '12 MG Road',
};

export const ROUTES = {
  signup: {
    method: 'POST',
    path: '/api/auth/signup',
    auth: false,
    summary: 'Create an account: {firstName, lastName, email, password}',
    exampleBody: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'a long secret',
    },
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    auth: false,
    summary: 'Log in: {email, password}',
    exampleBody: { email: 'asha@example.com', password: 'a long secret' },
  },
  guest: {
    method: 'POST',
    path: '/api/auth/guest',
    auth: false,
    summary: 'Log in as the demo user (no body)',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    auth: true,
    summary: "Log out: ends every token of the user's account (no body)",
  },
  products: { method: 'GET', path: '/api/products', auth: false, summary: 'All products' },
  product: {
    method: 'GET',
    path: '/api/products/:productId',
    auth: false,
    summary: 'One product',
  },
  categories: { method: 'GET', path: '/api/categories', auth: false, summary: 'All categories' },
  category: {
    method: 'GET',
    path: '/api/categories/:categoryId',
    auth: false,
    summary: 'One category',
  },
  cart: { method: 'GET', path: '/api/user/cart', auth: true, summary: "The user's cart" },
  addToCart: {
    method: 'POST',
    path: '/api/user/cart',
    auth: true,
    summary: 'Add to the cart: {product}',
    exampleBody: { product: { _id: 'prod-biryani' } },
  },
  quote: {
    method: 'GET',
    path: '/api/user/cart/quote',
    auth: true,
    summary: "The cart's prices and total now, to pay before ordering",
  },
  changeQuantity: {
    method: 'POST',
    path: '/api/user/cart/:productId',
    auth: true,
    summary: "Change a quantity: {action: {type: 'increment' | 'decrement'}}",
    exampleBody: { action: { type: 'increment' } },
  },
  removeFromCart: {
    method: 'DELETE',
    path: '/api/user/cart/:productId',
    auth: true,
    summary: 'Remove from the cart',
  },
  wishlist: {
    method: 'GET',
    path: '/api/user/wishlist',
    auth: true,
    summary: "The user's wishlist",
  },
  addToWishlist: {
    method: 'POST',
    path: '/api/user/wishlist',
    auth: true,
    summary: 'Add to the wishlist: {product}',
    exampleBody: { product: { _id: 'prod-biryani' } },
  },
  removeFromWishlist: {
    method: 'DELETE',
    path: '/api/user/wishlist/:productId',
    auth: true,
    summary: 'Remove from the wishlist',
  },
  addresses: {
    method: 'GET',
    path: '/api/user/addresses',
    auth: true,
    summary: "The user's addresses",
  },
  addAddress: {
    method: 'POST',
    path: '/api/user/addresses',
    auth: true,
    summary: 'Add an address: {address}',
    exampleBody: { address: exampleAddress },
  },
  updateAddress: {
    method: 'POST',
    path: '/api/user/addresses/:addressId',
    auth: true,
    summary: 'Update an address: {address}',
    exampleBody: { address: exampleAddress },
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/api/user/addresses/:addressId',
    auth: true,
    summary: 'Delete an address',
  },
  orders: {
    method: 'GET',
    path: '/api/user/orders',
    auth: true,
    summary: "The user's orders, newest first; a page with ?limit=10&cursor={nextCursor}",
  },
  order: {
    method: 'GET',
    path: '/api/user/orders/:orderId',
    auth: true,
    summary: 'One of your orders, with its status now and deliverBy',
  },
  placeOrder: {
    method: 'POST',
    path: '/api/user/orders',
    auth: true,
    summary: 'Place an order: {order: {paymentId, products, address, totalPrice, quote?}}',
    exampleBody: {
      order: {
        paymentId: 'pay_example',
        products: [{ _id: 'prod-biryani', qty: 1 }],
        address: exampleAddress,
        totalPrice: 300,
      },
    },
  },
  todos: { method: 'GET', path: '/api/test-todos', auth: false, summary: 'The test todo list' },
  addTodo: {
    method: 'POST',
    path: '/api/test-todos',
    auth: false,
    summary: 'Add a todo: {todo: {title}}',
    exampleBody: { todo: { title: 'Try the request tester' } },
  },
  deleteTodo: {
    method: 'DELETE',
    path: '/api/test-todos/:todoId',
    auth: false,
    summary: 'Delete a todo',
  },
  clearTodos: {
    method: 'DELETE',
    path: '/api/test-todos',
    auth: false,
    summary: 'Delete all todos',
  },
  reset: { method: 'POST', path: '/api/reset', auth: false, summary: 'Restore the demo data' },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    auth: false,
    summary: 'This API as an OpenAPI 3.1 document',
  },
  controls: {
    method: 'GET',
    path: '/api/backend-controls',
    auth: false,
    summary: 'The backend controls that are on',
  },
  addControl: {
    method: 'POST',
    path: '/api/backend-controls',
    auth: false,
    summary: 'Turn a backend control on: {control: {route, reply, delayMs}}',
    exampleBody: { control: { route: 'GET /api/products', reply: '503', delayMs: 0 } },
  },
  turnOffControl: {
    method: 'DELETE',
    path: '/api/backend-controls/:controlId',
    auth: false,
    summary: 'Turn a backend control off',
  },
  turnAllControlsOff: {
    method: 'DELETE',
    path: '/api/backend-controls',
    auth: false,
    summary: 'Turn every backend control off',
  },
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof ROUTES;

/** The parameters a path names: '/api/user/cart/:productId' has { productId: string }. */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [key in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [key in Name]: string }
    : Record<string, never>;

export type RouteParams<Name extends RouteName> = ParamsOf<(typeof ROUTES)[Name]['path']>;

/** Every route, as the request tester lists them. */
export const API_ROUTES: readonly ApiRoute[] = Object.values(ROUTES);

/** The route's path with its parameters filled in, each escaped so no value can change the path. */
export function pathOf(route: ApiRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(value);
  });
}

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\./g, '\\.')}$`);
const PATTERNS = Object.entries(ROUTES).map(
  ([name, { method, path }]) => [name as RouteName, method, patternOf(path)] as const,
);

/** The route a request is for, by its method and path; undefined when none is. */
export function routeNameOf(method: string, pathname: string): RouteName | undefined {
  // A fixed path wins over a pattern: '/api/user/cart/quote' is not a product of the cart.
  const matches = PATTERNS.filter(([, m, pattern]) => m === method && pattern.test(pathname));
  return (matches.find(([name]) => ROUTES[name].path === pathname) ?? matches[0])?.[0];
}
