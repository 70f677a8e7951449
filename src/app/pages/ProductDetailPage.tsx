import { useLoaderData, useRevalidator } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { ProductDetail } from '../../components/ProductDetail';
import type { ProductDetailData } from './loaders';
import { useLists } from '../flows/lists';
import { useSettled } from './useSettled';

export function ProductDetailPage() {
  const product = useSettled(useLoaderData<ProductDetailData>().product);
  const { revalidate } = useRevalidator();
  const { cartIds, wishlistIds, busyIds, addToCart, toggleWishlist } = useLists();
  if (product.status === 'rejected') {
    return <LoadError what="this dish" onRetry={() => void revalidate()} />;
  }
  const loaded = product.status === 'fulfilled' ? product.value : undefined;
  return (
    <>
      {loaded !== undefined && <title>{`${loaded?.title ?? 'Dish not found'} — Cravings`}</title>}
      <ProductDetail
        product={loaded}
        inCart={loaded ? cartIds.has(loaded._id) : false}
        inWishlist={loaded ? wishlistIds.has(loaded._id) : false}
        cartBusy={loaded ? busyIds.cart.has(loaded._id) : false}
        wishlistBusy={loaded ? busyIds.wishlist.has(loaded._id) : false}
        onAddToCart={addToCart}
        onToggleWishlist={toggleWishlist}
      />
    </>
  );
}
