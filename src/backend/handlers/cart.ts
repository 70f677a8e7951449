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
      async ({ email, account, guard, params, body }) => {
        const action = body.action.type;
        const updated = await db.updateUser(
          email,
          (draft) => {
            const item = draft.cart.find((line) => line._id === params.productId);
            if (!item)
              throw new ApiError(404, `The product "${params.productId}" is not in the cart.`);
            if (action === 'increment' && item.qty >= MAX_CART_QTY)
              throw new ApiError(400, `qty must be at most ${MAX_CART_QTY}`);
            item.qty = action === 'increment' ? item.qty + 1 : Math.max(1, item.qty - 1);
            item.updatedAt = timestamp();
          },
          account,
          guard,
        );
        return jsonReply({ cart: updated.cart });
      },
      { tokenChecked: 'inWrite' },
    ),
  ];
}
