import { Trash2 } from 'lucide-react';
import type { WishlistItem } from '../../domain/types';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { DishCard } from '../ProductCard';

export interface WishlistCardProps {
  item: WishlistItem;
  inCart: boolean;
  busy: boolean;
  imageLoading: 'eager' | 'lazy';
  onRemove: (productId: string) => void;
  onAddToCart: (product: WishlistItem) => void;
  onIncreaseQuantity: (productId: string) => void;
}

/**
 * A saved dish, drawn as the store's dish card. Its main button adds it to the cart, or once it
 * is there, adds one more ('Increase cart quantity'); it stays the same button, so focus stays.
 */
export function WishlistCard({
  item,
  inCart,
  busy,
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
            unavailable={busy}
            onClick={() => onRemove(item._id)}
          />
          <Button
            aria-describedby={titleId}
            unavailable={busy}
            onClick={() => (inCart ? onIncreaseQuantity(item._id) : onAddToCart(item))}
          >
            {inCart ? 'Increase cart quantity' : 'Add to cart'}
          </Button>
        </>
      )}
    />
  );
}
