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
  cancelOrder: {
    summary: 'Cancel one of your orders while it waits for the kitchen; it is refunded (no body)',
  },
  orderEvents: {
    summary:
      'Your orders as they change, as server-sent events (id, event: order, data: the order); send Last-Event-ID to replay what you missed',
  },
  kitchenLogin: {
    summary: "Kitchen staff sign in: {email, password}; a shopper's account gets a 403",
    exampleBody: { email: 'staff@example.com', password: 'a long secret' },
  },
  kitchenDemo: {
    summary:
      "Sign in as the kitchen's demo staff member (no body); a server turns it on with KITCHEN_DEMO=on",
  },
  kitchenOrders: {
    summary:
      "The kitchen's orders: every open one, and the day's delivered, rejected and cancelled",
  },
  kitchenEvents: {
    summary:
      'Every order as it changes, as server-sent events; send Last-Event-ID to replay what you missed',
  },
  moveOrder: {
    summary:
      "Move an order on: {status: 'preparing', prepMinutes}, {status: 'rejected', reason}, or {status: 'ready' | 'on-the-way' | 'delivered'}",
    exampleBody: { status: 'preparing', prepMinutes: 20 },
  },
  retryRefund: {
    summary: "Ask the payment provider again for a refused order's refund (no body)",
  },
  kitchenMenu: {
    summary:
      'The menu as the kitchen keeps it: every dish, hidden and sold out ones too, with its version, and the pictures a new dish may use',
  },
  addDish: {
    summary:
      'Add a dish: {dish: {title, description, price, url, isVegetarian, categoryName, restaurant}}',
    exampleBody: {
      dish: {
        title: 'Masala Chai',
        description: 'Black tea simmered with milk, ginger and cardamom.',
        price: '60',
        url: '/images/dishes/mango-lassi.svg',
        isVegetarian: true,
        categoryName: 'Indian',
        restaurant: 'Dosa Corner',
      },
    },
  },
  changeDish: {
    summary:
      'Change a dish on the version you saw: {version, soldOut?, hidden?, price?, description?}; a stale version is a 409',
    exampleBody: { version: 1, soldOut: true },
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
  moveClock: {
    summary:
      "Move the backend's clock on: {minutes}; what time does (the kitchen's answer timeout) happens at once",
    exampleBody: { minutes: 11 },
  },
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
