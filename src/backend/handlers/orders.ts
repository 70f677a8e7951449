import type { HttpHandler } from 'msw';
import { cartTotals } from '../../domain/money';
import { placedProgress } from '../../domain/orderLifecycle';
import type { CartItem } from '../../domain/types';
import { userKey, type Db, type StoredOrder } from '../db';
import { orderEventStream } from '../eventStream';
import type { OrderFeed } from '../orderFeed';
import { ApiError, handlerOf, notFound, type HandlerInfo, jsonReply } from '../http';
import { PAYMENT_INVALID, PAYMENT_MISMATCH, SIGNATURE_INVALID } from '../../domain/paymentErrors';
import type { PaymentGateway } from '../paymentGateway';
import type { OrderLife } from '../orderLife';
import { readPayment, type PromisedLines } from '../quotes';
import { keptCopy, type Menu, type MenuReader } from '../menu';
import { shoppersDish } from '../../domain/menu';
import { timestamp } from '../timestamp';

type OrderInput = HandlerInfo<'placeOrder'>['body']['order'];

/**
 * The order's lines as the menu has them now; a dish hidden or sold out since its payment was
 * quoted is still the dish that was paid for (D42).
 */
function readOrderItems(menu: Menu, lines: OrderInput['products'], now: string): CartItem[] {
  return lines.map(({ _id: productId, qty }) => {
    const dish = menu.byId.get(productId);
    if (!dish) throw new ApiError(400, `products contains an unknown product: ${productId}`);
    return { ...keptCopy(shoppersDish(dish)), createdAt: now, updatedAt: now, qty };
  });
}

/** The order's lines at the promised prices; they must be exactly the promised dishes and quantities. */
function atPromisedPrices(products: CartItem[], promised: PromisedLines) {
  const matches =
    promised.size === products.length &&
    products.every((line) => promised.get(line._id)?.qty === line.qty);
  if (!matches) throw new ApiError(400, PAYMENT_MISMATCH);
  return products.map((line) => ({ ...line, price: promised.get(line._id)!.price }));
}

/**
 * The order's lines at the prices its payment promised (D33): the payment must be one this
 * backend created for this account in the last hour, and the provider's signature must be over
 * its order and the payment id.
 */
async function atPaidPrices(
  products: CartItem[],
  payment: OrderInput['payment'],
  accountId: string,
  signingKey: Uint8Array,
  gateway: PaymentGateway,
): Promise<CartItem[]> {
  const paid = readPayment(payment.id, accountId, signingKey);
  if (!paid) throw new ApiError(400, PAYMENT_INVALID);
  if (!(await gateway.verify(paid.orderId, payment.paymentId, payment.signature))) {
    throw new ApiError(400, SIGNATURE_INVALID);
  }
  return atPromisedPrices(products, paid.lines);
}

/** The order as stored: at the prices its payment promised. */
async function readOrder(
  order: OrderInput,
  accountId: string,
  {
    signingKey,
    gateway,
    menu,
  }: { signingKey: Uint8Array; gateway: PaymentGateway; menu: MenuReader },
  createdAt: string,
): Promise<StoredOrder> {
  const listed = readOrderItems(await menu.current(), order.products, createdAt);
  // An address typed at checkout, not saved, has no id yet.
  const selectedAddress = { ...order.address, id: order.address.id || crypto.randomUUID() };
  const products = await atPaidPrices(listed, order.payment, accountId, signingKey, gateway);
  const totalPrice = cartTotals(products).total;
  if (order.totalPrice !== totalPrice) {
    throw new ApiError(400, 'totalPrice does not match the items');
  }
  const { paymentId } = order.payment;
  return {
    _id: crypto.randomUUID(),
    paymentId,
    products,
    selectedAddress,
    totalPrice,
    createdAt,
    ...placedProgress(createdAt),
  };
}

const DEFAULT_PAGE = 20;

/**
 * Extension: placed orders, newest first (D6), a page at a time with `limit` and `cursor` (D23),
 * or one by its id, each with its stored status (D38); an order nobody answered in time is
 * rejected before it is read. Placing an order checks the total against the quoted prices plus
 * the ₹100 delivery charge and empties the cart; a payment places one order (D28), and a payment
 * the backend created needs the provider's signature (D33). The shopper may cancel an order while
 * it waits for the kitchen, and is refunded (D39).
 */
export function orderHandlers(
  db: Db,
  { gateway, menu }: { gateway: PaymentGateway; menu: MenuReader },
  life: OrderLife,
  feed: OrderFeed,
): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    // Each change of the shopper's orders as it happens (D41).
    handle('orderEvents', ({ user, request }) =>
      orderEventStream(feed, request, { kitchen: false, owner: userKey(user.email) }),
    ),

    // A shopper's orders are read as the token is checked (D55).
    handle(
      'orders',
      async ({ email, signedIn, query: { limit, cursor } }) => {
        // Without limit and cursor, every order; with either, a page (20 unless limit says).
        const page =
          limit === undefined && cursor === undefined
            ? undefined
            : { limit: limit ?? DEFAULT_PAGE, cursor };
        await life.rejectUnanswered(signedIn);
        const found = await db.listOrders(email, page);
        if (!found) throw new ApiError(400, 'cursor does not name one of your orders');
        return jsonReply(page ? found : { orders: found.orders });
      },
      { tokenChecked: 'alongside' },
    ),

    handle(
      'order',
      async ({ email, signedIn, params }) => {
        await life.rejectUnanswered(signedIn);
        // Another user's order gets the same 404 as an unknown id: nothing says it exists.
        const order = await db.findOrder(email, params.orderId);
        if (!order) throw notFound('order', params.orderId);
        return jsonReply({ order });
      },
      { tokenChecked: 'alongside' },
    ),

    // The order checks the token in its own statement (D56).
    handle(
      'placeOrder',
      async ({ email, accountId, signingKey, guard, body }) => {
        const createdAt = timestamp(new Date(life.now()));
        const { order, cart, placed } = await db.placeOrder(
          email,
          await readOrder(body.order, accountId, { signingKey, gateway, menu }, createdAt),
          guard,
        );
        // The same payment sent again (a lost reply, a second tab) gets the order it made.
        return jsonReply({ order, cart }, { status: placed ? 201 : 200 });
      },
      { tokenChecked: 'inWrite' },
    ),

    handle('cancelOrder', async ({ user, params }) => {
      await life.rejectUnanswered();
      const order = await life.move(params.orderId, { to: 'cancelled', by: 'shopper' }, user.email);
      return jsonReply({ order });
    }),
  ];
}
