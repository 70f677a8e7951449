import { Wishlist } from '../../components/Wishlist';
import { useLists } from '../flows/lists';

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
  return (
    <>
      <title>My Wishlist — Cravings</title>
      <Wishlist
        items={wishlist}
        loadFailed={loadFailed}
        onRetry={reload}
        cartIds={cartIds}
        busyIds={busyIds}
        onRemove={removeFromWishlist}
        onAddToCart={addToCart}
        onIncreaseQuantity={increaseFromWishlist}
      />
    </>
  );
}
