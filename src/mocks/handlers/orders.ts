import { http, HttpResponse, type HttpHandler } from 'msw';
import { cartTotals } from '../../domain/money';
import type { Address, CartItem, Order } from '../../domain/types';
import type { Db } from '../db';
import { apiPath, ApiError, isRecord, readJsonBody, userRoute } from '../http';
import { findProduct } from '../seed/catalog';
import { timestamp } from '../timestamp';
import { parseAddressInput, requiredObject, requiredText } from '../validation';

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
    return { ...product, createdAt: now, updatedAt: now, qty };
  });
}

/** The address as given; one without an id (typed at checkout, not saved) gets a new one. */
function readSelectedAddress(order: Record<string, unknown>): Address {
  const address = requiredObject(order, 'address');
  const id = typeof address.id === 'string' && address.id !== '' ? address.id : crypto.randomUUID();
  return { id, ...parseAddressInput(address) };
}

function readOrder(order: Record<string, unknown>): Order {
  const createdAt = timestamp();
  const paymentId = requiredText(order, 'paymentId');
  const products = readOrderItems(order.products, createdAt);
  const selectedAddress = readSelectedAddress(order);
  const totalPrice = cartTotals(products).total;
  if (order.totalPrice !== totalPrice) {
    throw new ApiError(400, 'totalPrice does not match the items');
  }
  return { _id: crypto.randomUUID(), paymentId, products, selectedAddress, totalPrice, createdAt };
}

/**
 * Extension: placed orders, newest first (D6). Placing an order checks the total against the
 * catalog prices plus the ₹100 delivery charge and empties the cart.
 */
export function orderHandlers(db: Db): HttpHandler[] {
  return [
    http.get(
      apiPath('/api/user/orders'),
      userRoute(db, ({ user }) => HttpResponse.json({ orders: user.orders })),
    ),

    http.post(
      apiPath('/api/user/orders'),
      userRoute(db, async ({ user, request }) => {
        const order = readOrder(requiredObject(await readJsonBody(request), 'order'));
        const updated = db.updateUser(user.email, (draft) => {
          draft.orders.unshift(order);
          draft.cart = [];
        });
        return HttpResponse.json(
          { order, orders: updated.orders, cart: updated.cart },
          { status: 201 },
        );
      }),
    ),
  ];
}
