import { http, HttpResponse, type HttpHandler } from 'msw';
import { MAX_CART_QTY } from '../../domain/constants';
import { cartTotals } from '../../domain/money';
import { orderProgress } from '../../domain/orderStatus';
import type { Address, CartItem, Order } from '../../domain/types';
import type { Db, StoredOrder } from '../db';
import { apiPath, ApiError, isRecord, notFound, readJsonBody, userRoute } from '../http';
import { QUOTE_INVALID, QUOTE_MISMATCH } from '../../domain/apiError';
import { readQuote } from '../quotes';
import { findProduct } from '../seed/catalog';
import { timestamp } from '../timestamp';
import { boundedText, parseAddressInput, requiredObject, requiredText } from '../validation';

function readOrderItems(value: unknown, now: string): CartItem[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new ApiError(400, 'products must be a non-empty list');
  }
  return value.map((entry: unknown) => {
    const { _id: productId, qty } = isRecord(entry) ? entry : {};
    const product = typeof productId === 'string' ? findProduct(productId) : undefined;
    if (!product) {
      throw new ApiError(400, `products contains an unknown product: ${String(productId)}`);
    }
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1) {
      throw new ApiError(400, 'qty must be a whole number of at least 1');
    }
    if (qty > MAX_CART_QTY) throw new ApiError(400, `qty must be at most ${MAX_CART_QTY}`);
    return { ...product, createdAt: now, updatedAt: now, qty };
  });
}

/** The address as given; one without an id (typed at checkout, not saved) gets a new one. */
function readSelectedAddress(order: Record<string, unknown>): Address {
  const address = requiredObject(order, 'address');
  const id =
    typeof address.id === 'string' && address.id !== ''
      ? boundedText('id', address.id)
      : crypto.randomUUID();
  return { id, ...parseAddressInput(address) };
}

/**
 * The order's lines at the prices its quote promised (D28): the quote must be this account's,
 * from the last hour, and name exactly these dishes and quantities.
 */
async function atQuotedPrices(
  products: CartItem[],
  order: Record<string, unknown>,
  accountId: string,
  db: Db,
): Promise<CartItem[]> {
  const quote = requiredText(order, 'quote');
  const promised = await readQuote(quote, accountId, await db.signingKey());
  if (!promised) throw new ApiError(400, QUOTE_INVALID);
  const matches =
    promised.size === products.length &&
    products.every((line) => promised.get(line._id)?.qty === line.qty);
  if (!matches) throw new ApiError(400, QUOTE_MISMATCH);
  return products.map((line) => ({ ...line, price: promised.get(line._id)!.price }));
}

/** The order as stored; without a quote, at the catalog's prices now. */
async function readOrder(
  order: Record<string, unknown>,
  accountId: string,
  db: Db,
): Promise<StoredOrder> {
  const createdAt = timestamp();
  const paymentId = requiredText(order, 'paymentId');
  const listed = readOrderItems(order.products, createdAt);
  const selectedAddress = readSelectedAddress(order);
  const products =
    order.quote === undefined ? listed : await atQuotedPrices(listed, order, accountId, db);
  const totalPrice = cartTotals(products).total;
  if (order.totalPrice !== totalPrice) {
    throw new ApiError(400, 'totalPrice does not match the items');
  }
  return { _id: crypto.randomUUID(), paymentId, products, selectedAddress, totalPrice, createdAt };
}

/** The order as the API sends it: with its status at the time of the reply (D24). */
function withStatus(order: StoredOrder, now: number): Order {
  return { ...order, ...orderProgress(order.createdAt, now) };
}

const MAX_PAGE = 100;
const DEFAULT_PAGE = 20;

/** `limit` and `cursor` from the query; undefined when neither is there (every order). */
function readPage(url: URL): { limit: number; cursor?: string } | undefined {
  const limitText = url.searchParams.get('limit');
  const cursor = url.searchParams.get('cursor') ?? undefined;
  if (limitText === null && cursor === undefined) return undefined;
  const limit = limitText === null ? DEFAULT_PAGE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new ApiError(400, `limit must be a whole number from 1 to ${MAX_PAGE}`);
  }
  return { limit, cursor };
}

/**
 * Extension: placed orders, newest first (D6), a page at a time with `limit` and `cursor` (D23),
 * or one by its id. Each carries its status, worked out from its age when the reply is made
 * (D24). Placing an order checks the total against the catalog prices plus the ₹100 delivery
 * charge and empties the cart; a payment places one order (D28).
 */
export function orderHandlers(db: Db): HttpHandler[] {
  return [
    http.get(
      apiPath('/api/user/orders'),
      userRoute(db, async ({ user, request }) => {
        const page = readPage(new URL(request.url));
        const found = await db.listOrders(user.email, page);
        if (!found) throw new ApiError(400, 'cursor does not name one of your orders');
        const now = Date.now();
        const orders = found.orders.map((order) => withStatus(order, now));
        return HttpResponse.json(page ? { ...found, orders } : { orders });
      }),
    ),

    http.get<{ orderId: string }>(
      apiPath('/api/user/orders/:orderId'),
      userRoute(db, async ({ user, params }) => {
        // Another user's order gets the same 404 as an unknown id: nothing says it exists.
        const order = await db.findOrder(user.email, params.orderId);
        if (!order) throw notFound('order', params.orderId);
        return HttpResponse.json({ order: withStatus(order, Date.now()) });
      }),
    ),

    http.post(
      apiPath('/api/user/orders'),
      userRoute(db, async ({ user, request }) => {
        const { order, cart, placed } = await db.placeOrder(
          user.email,
          await readOrder(requiredObject(await readJsonBody(request), 'order'), user._id, db),
        );
        // The same payment sent again (a lost reply, a second tab) gets the order it made.
        return HttpResponse.json(
          { order: withStatus(order, Date.now()), cart },
          { status: placed ? 201 : 200 },
        );
      }),
    ),
  ];
}
