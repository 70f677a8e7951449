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
  /** The user's list. */
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
  const reply = (items: WishlistItem[], status = 200) =>
    jsonReply({ [list.name]: items }, { status });

  return [
    handle(list.routes.list, ({ user }) => reply(list.items(user))),

    // A change of a list checks the token in its own statement (D56), and is sent as data: the
    // write applies it to the list as stored, with no read of the account before.
    handle(
      list.routes.add,
      async ({ email, guard, body }) => {
        const dish = requireDish(await menu.current(), body.product._id);
        const refusal = list.refusal?.(dish);
        if (refusal) throw new ApiError(409, refusal);
        const product = keptCopy(shoppersDish(dish));
        const add = list.createItem(product, timestamp());
        const { items, changed } = await db.changeList(email, { list: list.name, add }, guard);
        if (!changed) throw new ApiError(409, `${product.title} is already in the ${list.name}.`);
        return reply(items, 201);
      },
      { tokenChecked: 'inWrite' },
    ),

    // Deleting a product that is not in the list leaves it as it is (idempotent).
    handle(
      list.routes.remove,
      async ({ email, guard, params }) => {
        const change = { list: list.name, remove: params.productId };
        return reply((await db.changeList(email, change, guard)).items);
      },
      { tokenChecked: 'inWrite' },
    ),
  ];
}
