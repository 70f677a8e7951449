import type { HttpHandler } from 'msw';
import type { Product, WishlistItem } from '../../domain/types';
import type { Db, StoredUser } from '../db';
import { ApiError, handlerOf, jsonReply } from '../http';
import { timestamp } from '../timestamp';
import { keptCopy, type MenuReader } from '../menu';
import type { MenuDish } from '../../domain/menu';
import { shoppersDish } from '../../domain/menu';
import { requireDish } from './catalog';

/** What differs between the cart and the wishlist: their routes among them. */
export interface ProductList<Item extends WishlistItem> {
  name: 'cart' | 'wishlist';
  routes: {
    list: 'cart' | 'wishlist';
    add: 'addToCart' | 'addToWishlist';
    remove: 'removeFromCart' | 'removeFromWishlist';
  };
  /** The user's live list, so changes made inside db.updateUser are saved. */
  items(user: StoredUser): Item[];
  createItem(product: Product, now: string): Item;
  /** Why the dish cannot be added now, if it cannot (a sold-out dish to the cart, D42). */
  refusal?(dish: MenuDish): string | undefined;
}

/** GET the list, POST {product} to add the menu's copy of it (once), DELETE by product id. */
export function productListHandlers<Item extends WishlistItem>(
  db: Db,
  menu: MenuReader,
  list: ProductList<Item>,
): HttpHandler[] {
  const handle = handlerOf(db);
  const reply = (user: StoredUser, status = 200) =>
    jsonReply({ [list.name]: list.items(user) }, { status });

  return [
    handle(list.routes.list, ({ user }) => reply(user)),

    // A change of a list checks the token in its own statement (D56).
    handle(
      list.routes.add,
      async ({ email, account, guard, body }) => {
        const dish = requireDish(await menu.current(), body.product._id);
        const refusal = list.refusal?.(dish);
        if (refusal) throw new ApiError(409, refusal);
        const product = keptCopy(shoppersDish(dish));
        const updated = await db.updateUser(
          email,
          (draft) => {
            const items = list.items(draft);
            if (items.some((item) => item._id === product._id)) {
              throw new ApiError(409, `${product.title} is already in the ${list.name}.`);
            }
            items.push(list.createItem(product, timestamp()));
          },
          account,
          guard,
        );
        return reply(updated, 201);
      },
      { tokenChecked: 'inWrite' },
    ),

    // Deleting a product that is not in the list leaves it as it is (idempotent).
    handle(
      list.routes.remove,
      async ({ email, account, guard, params }) => {
        const updated = await db.updateUser(
          email,
          (draft) => {
            const items = list.items(draft);
            const index = items.findIndex((item) => item._id === params.productId);
            if (index !== -1) items.splice(index, 1);
          },
          account,
          guard,
        );
        return reply(updated);
      },
      { tokenChecked: 'inWrite' },
    ),
  ];
}
