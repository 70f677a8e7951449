import { Heart } from 'lucide-react';
import { memo } from 'react';
import { PATHS } from '../../domain/paths';
import type { Product } from '../../domain/types';
import { Button, ButtonLink } from '../Button';
import { IconButton } from '../IconButton';
import { DishCard } from './DishCard';
import { UnavailableBadge, type ProductCardVariant } from './ProductCard.styles';
import { useFocusHandover } from './useFocusHandover';

export interface ProductCardProps {
  product: Product;
  /** 'detail' is the full card of the detail page: larger, shows the restaurant. */
  variant?: ProductCardVariant;
  /** Cards below the fold load their image lazily (default 'lazy'). */
  imageLoading?: 'eager' | 'lazy';
  /**
   * In the cart: the cart control becomes a link 'Go to cart' to /cart (D5). A dish the menu has
   * sold out (`product.soldOut`, D42) shows 'Sold out' in its place instead, in the cart or not.
   */
  inCart?: boolean;
  /** Wishlisted: the wishlist toggle shows filled and aria-pressed=true. */
  inWishlist?: boolean;
  /**
   * A cart call for this product is in flight: 'Add to cart' is unavailable (`aria-disabled`, so
   * a focused one keeps the focus) and ignores clicks.
   */
  cartBusy?: boolean;
  /** A wishlist call for this product is in flight: the heart is unavailable likewise. */
  wishlistBusy?: boolean;
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product) => void;
}

/**
 * A dish of the store with its wishlist and cart controls. Memoised: in a grid, a change to one
 * dish re-renders that card only (the owner passes stable callbacks).
 */
export const ProductCard = memo(function ProductCard({
  product,
  variant = 'grid',
  imageLoading = 'lazy',
  inCart = false,
  inWishlist = false,
  cartBusy = false,
  wishlistBusy = false,
  onAddToCart,
  onToggleWishlist,
}: ProductCardProps) {
  const { outgoing: addButtonRef, incoming: cartLinkRef } = useFocusHandover<
    HTMLButtonElement,
    HTMLAnchorElement
  >();

  return (
    <DishCard
      dish={product}
      variant={variant}
      imageLoading={imageLoading}
      actions={(titleId) => (
        <>
          <IconButton
            label={`Save ${product.title} to wishlist`}
            icon={<Heart fill={inWishlist ? 'currentColor' : 'none'} />}
            pressed={inWishlist}
            variant="secondary"
            unavailable={wishlistBusy}
            onClick={() => onToggleWishlist(product)}
          />
          {product.soldOut ? (
            <UnavailableBadge>Sold out</UnavailableBadge>
          ) : inCart ? (
            // Navigating is not a cart call, so the link stays usable while `cartBusy`.
            <ButtonLink
              ref={cartLinkRef}
              to={PATHS.cart}
              variant="secondary"
              aria-describedby={titleId}
            >
              Go to cart
            </ButtonLink>
          ) : (
            <Button
              ref={addButtonRef}
              aria-describedby={titleId}
              unavailable={cartBusy}
              onClick={() => onAddToCart(product)}
            >
              Add to cart
            </Button>
          )}
        </>
      )}
    />
  );
});
