import { DEMO_ADDRESSES } from '../demoAddresses';
import { ROUTES, type ApiRoute, type RouteName } from './routes';

// What a person reads about each route of ./routes: the request tester's suggestions and the
// OpenAPI document show it. Out of the route table so the store's first paint does not carry it.

export interface RouteDoc {
  summary: string;
  /** A body that works, for the request tester to start from. */
  exampleBody?: Record<string, unknown>;
}

const [exampleAddress] = DEMO_ADDRESSES;

export const ROUTE_DOCS = {
  signup: {
    summary: 'Create an account: {firstName, lastName, email, password}',
    exampleBody: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'a long secret',
    },
  },
  login: {
    summary: 'Log in: {email, password}',
    exampleBody: { email: 'asha@example.com', password: 'a long secret' },
  },
  guest: {
    summary: 'Log in as the demo user (no body)',
  },
  logout: {
    summary: "Log out: ends every token of the user's account (no body)",
  },
  products: { summary: 'All products' },
  product: {
    summary: 'One product',
  },
  categories: { summary: 'All categories' },
  category: {
    summary: 'One category',
  },
  cart: { summary: "The user's cart" },
  addToCart: {
    summary: 'Add to the cart: {product}',
    exampleBody: { product: { _id: 'prod-biryani' } },
  },
  quote: {
    summary: "The cart's prices and total now, to pay before ordering",
  },
  changeQuantity: {
    summary: "Change a quantity: {action: {type: 'increment' | 'decrement'}}",
    exampleBody: { action: { type: 'increment' } },
  },
  removeFromCart: {
    summary: 'Remove from the cart',
  },
  wishlist: {
    summary: "The user's wishlist",
  },
  addToWishlist: {
    summary: 'Add to the wishlist: {product}',
    exampleBody: { product: { _id: 'prod-biryani' } },
  },
  removeFromWishlist: {
    summary: 'Remove from the wishlist',
  },
  addresses: {
    summary: "The user's addresses",
  },
  addAddress: {
    summary: 'Add an address: {address}',
    exampleBody: { address: exampleAddress },
  },
  updateAddress: {
    summary: 'Update an address: {address}',
    exampleBody: { address: exampleAddress },
  },
  deleteAddress: {
    summary: 'Delete an address',
  },
  orders: {
    summary: "The user's orders, newest first; a page with ?limit=10&cursor={nextCursor}",
  },
  order: {
    summary: 'One of your orders, with its status now and deliverBy',
  },
  createPayment: {
    summary: "Pay a quote: the provider's order for its total, {quote}",
    exampleBody: { quote: '<the id of GET /api/user/cart/quote>' },
  },
  testPayment: {
    summary: "The test provider's payment sheet: pay its order, {orderId}",
    exampleBody: { orderId: 'order_test_example' },
  },
  placeOrder: {
    summary:
      'Place an order: {order: {payment: {id, paymentId, signature}, products, address, totalPrice}}',
    exampleBody: {
      order: {
        payment: {
          id: 'the id of POST /api/user/payments',
          paymentId: 'pay_example',
          signature: "the provider's signature",
        },
        products: [{ _id: 'prod-biryani', qty: 1 }],
        address: exampleAddress,
        totalPrice: 300,
      },
    },
  },
  todos: { summary: 'The test todo list' },
  addTodo: {
    summary: 'Add a todo: {todo: {title}}',
    exampleBody: { todo: { title: 'Try the request tester' } },
  },
  deleteTodo: {
    summary: 'Delete a todo',
  },
  clearTodos: {
    summary: 'Delete all todos',
  },
  reset: { summary: 'Restore the demo data' },
  openApi: {
    summary: 'This API as an OpenAPI 3.1 document',
  },
  controls: {
    summary: 'The backend controls that are on',
  },
  addControl: {
    summary: 'Turn a backend control on: {control: {route, reply, delayMs}}',
    exampleBody: { control: { route: 'GET /api/products', reply: '503', delayMs: 0 } },
  },
  turnOffControl: {
    summary: 'Turn a backend control off',
  },
  turnAllControlsOff: {
    summary: 'Turn every backend control off',
  },
} as const satisfies Record<RouteName, RouteDoc>;

export type DocumentedRoute = ApiRoute & RouteDoc;

/** Every route with its summary, as the request tester offers them. */
export const DOCUMENTED_ROUTES: readonly DocumentedRoute[] = Object.entries(ROUTES).map(
  ([name, route]) => ({ ...route, ...ROUTE_DOCS[name as RouteName] }),
);
