import type { ListsCall, ShopperLists } from '../../machines/lists';
import { addToCart, changeCartQuantity, getCart, removeFromCart } from './cart';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist';

// What the lists machine asks of the server (machines/lists.ts), through the cart and wishlist routes.

/** Both lists, as the shop loads them at the start of a session. */
export const getLists = (token: string) =>
  Promise.all([getCart(token), getWishlist(token)]).then(([cart, wishlist]) => ({
    cart,
    wishlist,
  }));

/** Makes one of the shop machine's calls; answers the list the server returned. */
export async function sendListsCall(token: string, call: ListsCall): Promise<ShopperLists> {
  switch (call.kind) {
    case 'addToCart':
      return { cart: await addToCart(token, call.product) };
    case 'changeQuantity':
      return { cart: await changeCartQuantity(token, call.productId, call.action) };
    case 'removeFromCart':
      return { cart: await removeFromCart(token, call.productId) };
    case 'addToWishlist':
      return { wishlist: await addToWishlist(token, call.product) };
    case 'removeFromWishlist':
      return { wishlist: await removeFromWishlist(token, call.productId) };
  }
}
