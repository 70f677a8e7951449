import type { HttpHandler } from 'msw';
import { MAX_CART_QTY } from '../../domain/constants';
import type { Db } from '../db';
import { ApiError, handlerOf, jsonReply } from '../http';
import { quoteCart } from '../quotes';
import type { MenuReader } from '../menu';
import { MENU_ERRORS } from '../../domain/menu';
import { timestamp } from '../timestamp';
import { productListHandlers } from './productList';

export function cartHandlers(db: Db, menu: MenuReader): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    /** Extension (D28): what the cart costs now, asked for before payment. */
    handle('quote', async ({ user, signingKey }) => {
      if (user.cart.length === 0) throw new ApiError(400, 'The cart is empty.');
      return jsonReply({
        quote: quoteCart(await menu.current(), user.cart, user._id, signingKey),
      });
    }),

    ...productListHandlers(db, menu, {
      name: 'cart',
      refusal: (dish) => (dish.soldOut ? MENU_ERRORS.soldOut(dish.title) : undefined),
      routes: { list: 'cart', add: 'addToCart', remove: 'removeFromCart' },
      items: (user) => user.cart,
      createItem: (product, now) => ({ ...product, createdAt: now, updatedAt: now, qty: 1 }),
    }),

    /** Changes the quantity by one; it never goes below 1 (D4) nor above 99 (D29). */
    handle(
      'changeQuantity',
      async ({ email, guard, params, body }) => {
        const by = body.action.type === 'increment' ? 1 : -1;
        const step = { _id: params.productId, by, at: timestamp() } as const;
        const { items, changed } = await db.changeList(email, { list: 'cart', step }, guard);
        if (changed) return jsonReply({ cart: items });
        if (items.some((item) => item._id === params.productId))
          throw new ApiError(400, `qty must be at most ${MAX_CART_QTY}`);
        throw new ApiError(404, `The product "${params.productId}" is not in the cart.`);
      },
      { tokenChecked: 'inWrite' },
    ),
  ];
}
