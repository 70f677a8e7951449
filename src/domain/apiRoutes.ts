export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Needs the session token in the authorization header. */
  auth: boolean;
  summary: string;
}

/** Every route the mock backend answers: the request tester offers them as suggestions. */
export const API_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/signup',
    auth: false,
    summary: 'Create an account: {firstName, lastName, email, password}',
  },
  { method: 'POST', path: '/api/auth/login', auth: false, summary: 'Log in: {email, password}' },
  {
    method: 'POST',
    path: '/api/auth/guest',
    auth: false,
    summary: 'Log in as the demo user (no body)',
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    auth: true,
    summary: "Log out: ends every token of the user's account (no body)",
  },
  { method: 'GET', path: '/api/products', auth: false, summary: 'All products' },
  { method: 'GET', path: '/api/products/:productId', auth: false, summary: 'One product' },
  { method: 'GET', path: '/api/categories', auth: false, summary: 'All categories' },
  { method: 'GET', path: '/api/categories/:categoryId', auth: false, summary: 'One category' },
  { method: 'GET', path: '/api/user/cart', auth: true, summary: "The user's cart" },
  { method: 'POST', path: '/api/user/cart', auth: true, summary: 'Add to the cart: {product}' },
  {
    method: 'GET',
    path: '/api/user/cart/quote',
    auth: true,
    summary: "The cart's prices and total now, to pay before ordering",
  },
  {
    method: 'POST',
    path: '/api/user/cart/:productId',
    auth: true,
    summary: "Change a quantity: {action: {type: 'increment' | 'decrement'}}",
  },
  {
    method: 'DELETE',
    path: '/api/user/cart/:productId',
    auth: true,
    summary: 'Remove from the cart',
  },
  { method: 'GET', path: '/api/user/wishlist', auth: true, summary: "The user's wishlist" },
  {
    method: 'POST',
    path: '/api/user/wishlist',
    auth: true,
    summary: 'Add to the wishlist: {product}',
  },
  {
    method: 'DELETE',
    path: '/api/user/wishlist/:productId',
    auth: true,
    summary: 'Remove from the wishlist',
  },
  { method: 'GET', path: '/api/user/addresses', auth: true, summary: "The user's addresses" },
  { method: 'POST', path: '/api/user/addresses', auth: true, summary: 'Add an address: {address}' },
  {
    method: 'POST',
    path: '/api/user/addresses/:addressId',
    auth: true,
    summary: 'Update an address: {address}',
  },
  {
    method: 'DELETE',
    path: '/api/user/addresses/:addressId',
    auth: true,
    summary: 'Delete an address',
  },
  {
    method: 'GET',
    path: '/api/user/orders',
    auth: true,
    summary: "The user's orders, newest first; a page with ?limit=10&cursor={nextCursor}",
  },
  {
    method: 'GET',
    path: '/api/user/orders/:orderId',
    auth: true,
    summary: 'One of your orders, with its status now and deliverBy',
  },
  {
    method: 'POST',
    path: '/api/user/orders',
    auth: true,
    summary: 'Place an order: {order: {paymentId, products, address, totalPrice, quote?}}',
  },
  { method: 'GET', path: '/api/test-todos', auth: false, summary: 'The test todo list' },
  { method: 'POST', path: '/api/test-todos', auth: false, summary: 'Add a todo: {todo: {title}}' },
  { method: 'DELETE', path: '/api/test-todos/:todoId', auth: false, summary: 'Delete a todo' },
  { method: 'DELETE', path: '/api/test-todos', auth: false, summary: 'Delete all todos' },
  { method: 'POST', path: '/api/reset', auth: false, summary: 'Restore the demo data' },
  {
    method: 'GET',
    path: '/api/backend-controls',
    auth: false,
    summary: 'The backend controls that are on',
  },
  {
    method: 'POST',
    path: '/api/backend-controls',
    auth: false,
    summary: 'Turn a backend control on: {control: {route, reply, delayMs}}',
  },
  {
    method: 'DELETE',
    path: '/api/backend-controls/:controlId',
    auth: false,
    summary: 'Turn a backend control off',
  },
  {
    method: 'DELETE',
    path: '/api/backend-controls',
    auth: false,
    summary: 'Turn every backend control off',
  },
];
