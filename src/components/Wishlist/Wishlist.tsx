import { Heart } from 'lucide-react';
import { useRef } from 'react';
import { againstMenu, type Menu } from '../../domain/menuChanges';
import type { WishlistItem } from '../../domain/types';
import { EmptyState, ListHeading, useFocusAfterRemoval } from '../ListScreen';
import { LoadError } from '../LoadError';
import { ProductCardSkeleton } from '../ProductCard';
import { Grid } from '../ProductGrid';
import { SkeletonGroup } from '../Skeleton';
import { WishlistCard } from './WishlistCard';

export interface WishlistProps {
  /** undefined while the wishlist loads (skeleton cards), or when it could not be loaded. */
  items: WishlistItem[] | undefined;
  /** The wishlist could not be loaded: say so, with 'Try again' (`onRetry`), instead of skeletons. */
  loadFailed?: boolean;
  onRetry: () => void;
  /**
   * The menu now (D42): a card shows its dish's price now, and says when the dish is sold out or
   * gone from the menu instead of offering to add it. Unknown: as saved.
   */
  menu?: Menu;
  /** Products already in the cart: their button reads 'Increase cart quantity'. */
  cartIds: ReadonlySet<string>;
  /** Products with a cart call in flight: their cart button is unavailable. */
  cartBusyIds?: ReadonlySet<string>;
  /** Products with a wishlist call in flight: their 'Remove from Wishlist' is unavailable. */
  wishlistBusyIds?: ReadonlySet<string>;
  onRemove: (productId: string) => void;
  onAddToCart: (product: WishlistItem) => void;
  onIncreaseQuantity: (productId: string) => void;
}

/** The first row's pictures load at once; the rest when scrolled near. */
const EAGER_IMAGES = 4;
const SKELETON_CARDS = 4;
const none: ReadonlySet<string> = new Set();

/**
 * The wishlist (/wishList): 'My Wishlist ({n})' and a card per saved dish, or 'Your Wishlist is
 * empty' with a way back to the dishes.
 */
export function Wishlist({
  items,
  loadFailed = false,
  onRetry,
  menu,
  cartIds,
  cartBusyIds = none,
  wishlistBusyIds = none,
  onRemove,
  onAddToCart,
  onIncreaseQuantity,
}: WishlistProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(items?.length, headingRef);
  const saved = items && againstMenu(items, menu);

  return (
    <div>
      <ListHeading ref={headingRef} tabIndex={-1}>
        {items ? `My Wishlist (${items.length})` : 'My Wishlist'}
      </ListHeading>
      {saved === undefined && loadFailed ? (
        <LoadError what="your wishlist" onRetry={onRetry} />
      ) : saved === undefined ? (
        <SkeletonGroup label="Loading your wishlist">
          <Grid as="div">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </Grid>
        </SkeletonGroup>
      ) : saved.length === 0 ? (
        <EmptyState icon={<Heart />} message="Your Wishlist is empty" />
      ) : (
        <Grid as="ul" aria-label="Saved dishes">
          {saved.map(({ item, change }, index) => (
            <li key={item._id}>
              <WishlistCard
                item={item}
                change={change}
                inCart={cartIds.has(item._id)}
                cartBusy={cartBusyIds.has(item._id)}
                wishlistBusy={wishlistBusyIds.has(item._id)}
                imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                onRemove={onRemove}
                onAddToCart={onAddToCart}
                onIncreaseQuantity={onIncreaseQuantity}
              />
            </li>
          ))}
        </Grid>
      )}
    </div>
  );
}
