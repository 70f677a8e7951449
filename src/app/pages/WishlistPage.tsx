import { Wishlist } from '../../components/Wishlist';
import { useShop } from '../shop';

export function WishlistPage() {
  const { wishlist, cartIds, busyIds, addToCart, increaseFromWishlist, removeFromWishlist } =
    useShop();
  return (
    <>
      <title>My Wishlist — Cravings</title>
      <Wishlist
        items={wishlist}
        cartIds={cartIds}
        busyIds={busyIds}
        onRemove={removeFromWishlist}
        onAddToCart={addToCart}
        onIncreaseQuantity={increaseFromWishlist}
      />
    </>
  );
}
