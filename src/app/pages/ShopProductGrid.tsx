import { ProductGrid, type ProductGridProps } from '../../components/ProductGrid';
import { useLists } from '../flows/lists';

/**
 * The dish grid with the shopper's cart, wishlist and busy dishes. It reads the shop itself, so
 * a heart or 'Add to cart' re-renders the grid (and the one card whose state changed), not the
 * page around it.
 */
export function ShopProductGrid({ products, pool }: Pick<ProductGridProps, 'products' | 'pool'>) {
  const { cartIds, wishlistIds, busyIds, addToCart, toggleWishlist } = useLists();
  return (
    <ProductGrid
      products={products}
      pool={pool}
      cartIds={cartIds}
      wishlistIds={wishlistIds}
      cartBusyIds={busyIds.cart}
      wishlistBusyIds={busyIds.wishlist}
      onAddToCart={addToCart}
      onToggleWishlist={toggleWishlist}
    />
  );
}
