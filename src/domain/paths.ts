/** Every page's path: the router, the prerender, links and navigation all use these. */
export const PATHS = {
  home: '/',
  dishes: '/foodItems',
  dish: (id: string) => `/foodItems/${encodeURIComponent(id)}`,
  /** The router's pattern for a dish page. */
  dishPattern: '/foodItems/:id',
  login: '/login',
  signup: '/signup',
  cart: '/cart',
  wishlist: '/wishList',
  checkout: '/checkout',
  profile: '/profile',
  profileInformation: '/profile/profile-information',
  addresses: '/profile/address',
  orderHistory: '/profile/order-history',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** The router's pattern for an order's tracking page. */
  orderPattern: '/orders/:orderId',
  mockman: '/mockman',
  /** The kitchen's board (D40), with a session of its own. */
  kitchen: '/kitchen',
  /** The kitchen's menu (D42): staff mark dishes sold out, hide, change and add them. */
  kitchenMenu: '/kitchen/menu',
  kitchenLogin: '/kitchen/login',
} as const;
