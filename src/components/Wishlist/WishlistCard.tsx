import { Trash2 } from 'lucide-react';
import { cannotBeAdded, menuChangeText, type MenuChange } from '../../domain/menuChanges';
import type { WishlistItem } from '../../domain/types';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { DishCard, UnavailableBadge } from '../ProductCard';

export interface WishlistCardProps {
  /** At the menu's price now, where the menu has the dish. */
  item: WishlistItem;
  /** How the menu differs from the dish as it was saved (D42). */
  change: MenuChange | undefined;
  inCart: boolean;
  /** A cart call for the dish is in flight: its cart button waits. */
  cartBusy: boolean;
  /** A wishlist call for the dish is in flight: 'Remove from Wishlist' waits. */
  wishlistBusy: boolean;
  imageLoading: 'eager' | 'lazy';
  onRemove: (productId: string) => void;
  onAddToCart: (product: WishlistItem) => void;
  onIncreaseQuantity: (productId: string) => void;
}

/**
 * A saved dish, drawn as the store's dish card. Its main button adds it to the cart, or once it
 * is there, adds one more ('Increase cart quantity'); it stays the same button, so focus stays.
 * A dish sold out tonight or gone from the menu (D42) says so instead: it cannot be had.
 */
export function WishlistCard({
  item,
  change,
  inCart,
  cartBusy,
  wishlistBusy,
  imageLoading,
  onRemove,
  onAddToCart,
  onIncreaseQuantity,
}: WishlistCardProps) {
  return (
    <DishCard
      dish={item}
      imageLoading={imageLoading}
      actions={(titleId) => (
        <>
          <IconButton
            label="Remove from Wishlist"
            icon={<Trash2 />}
            variant="secondary"
            aria-describedby={titleId}
            unavailable={wishlistBusy}
            onClick={() => onRemove(item._id)}
          />
          {change && cannotBeAdded(change) ? (
            <UnavailableBadge>{menuChangeText(change)}</UnavailableBadge>
          ) : (
            <Button
              aria-describedby={titleId}
              unavailable={cartBusy}
              onClick={() => (inCart ? onIncreaseQuantity(item._id) : onAddToCart(item))}
            >
              {inCart ? 'Increase cart quantity' : 'Add to cart'}
            </Button>
          )}
        </>
      )}
    />
  );
}
