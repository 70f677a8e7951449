import { Wishlist } from '../../components/Wishlist';
import { useLists } from '../flows/lists';
import { useMenu } from './useMenu';

export function WishlistPage() {
  const {
    wishlist,
    loadFailed,
    reload,
    cartIds,
    busyIds,
    addToCart,
    increaseFromWishlist,
    removeFromWishlist,
  } = useLists();
  const menu = useMenu();
  return (
    <>
      <title>My Wishlist — Cravings</title>
      <Wishlist
        items={wishlist}
        loadFailed={loadFailed}
        onRetry={reload}
        menu={menu}
        cartIds={cartIds}
        cartBusyIds={busyIds.cart}
        wishlistBusyIds={busyIds.wishlist}
        onRemove={removeFromWishlist}
        onAddToCart={addToCart}
        onIncreaseQuantity={increaseFromWishlist}
      />
    </>
  );
}
