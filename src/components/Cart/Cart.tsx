import { ShoppingCart } from 'lucide-react';
import { useRef } from 'react';
import { againstMenu, type Menu } from '../../domain/menuChanges';
import type { CartItem } from '../../domain/types';
import { ButtonLink } from '../Button';
import { LoadError } from '../LoadError';
import { PriceDetails, PriceDetailsSkeleton } from '../PriceDetails';
import { SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';
import { Columns, EmptyState, ListHeading, useFocusAfterRemoval } from '../ListScreen';
import { CartLine } from './CartLine';
import { CartLineSkeleton } from './CartLineSkeleton';
import { PATHS } from '../../domain/paths';

const PRICE_PANEL = 'minmax(16rem, 22rem)';

export interface CartProps {
  /** undefined while the cart loads (skeleton lines), or when it could not be loaded. */
  items: CartItem[] | undefined;
  /** The cart could not be loaded: say so, with 'Try again' (`onRetry`), instead of skeletons. */
  loadFailed?: boolean;
  onRetry: () => void;
  /**
   * The menu now (D42): a line shows its dish's price now, and says when the dish is sold out,
   * gone from the menu, or costs another price than when it was added. Unknown: as added.
   */
  menu?: Menu;
  /** Lines whose server call is in flight: their controls are unavailable. */
  busyIds?: ReadonlySet<string>;
  onIncrement: (productId: string) => void;
  onDecrement: (productId: string) => void;
  onRemove: (productId: string) => void;
}

/** The first lines are in view at once; the rest load their picture when scrolled near. */
const EAGER_IMAGES = 3;
const SKELETON_LINES = 2;
const none: ReadonlySet<string> = new Set();

/**
 * The cart (/cart): 'MY CART ({n})', a line per dish with its quantity controls, and the price
 * details with the CHECKOUT link; or 'Your Cart is Empty' with a way back to the dishes.
 */
export function Cart({
  items,
  loadFailed = false,
  onRetry,
  menu,
  busyIds = none,
  onIncrement,
  onDecrement,
  onRemove,
}: CartProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(items?.length, headingRef);
  const lines = items && againstMenu(items, menu);

  return (
    <div>
      <ListHeading ref={headingRef} tabIndex={-1}>
        {items ? `MY CART (${items.length})` : 'MY CART'}
      </ListHeading>
      {lines === undefined && loadFailed ? (
        <LoadError what="your cart" onRetry={onRetry} />
      ) : lines === undefined ? (
        <SkeletonGroup label="Loading your cart">
          <Columns $side={PRICE_PANEL}>
            <Stack $gap="md">
              {Array.from({ length: SKELETON_LINES }, (_, index) => (
                <CartLineSkeleton key={index} />
              ))}
            </Stack>
            <PriceDetailsSkeleton />
          </Columns>
        </SkeletonGroup>
      ) : lines.length === 0 ? (
        <EmptyState icon={<ShoppingCart />} message="Your Cart is Empty" />
      ) : (
        <Columns $side={PRICE_PANEL}>
          <Stack as="ul" $gap="md" aria-label="Dishes in your cart">
            {lines.map(({ item, change }, index) => (
              <CartLine
                key={item._id}
                item={item}
                change={change}
                busy={busyIds.has(item._id)}
                imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                onIncrement={onIncrement}
                onDecrement={onDecrement}
                onRemove={onRemove}
              />
            ))}
          </Stack>
          <PriceDetails lines={lines.map(({ item }) => item)}>
            <ButtonLink to={PATHS.checkout} size="lg" fullWidth>
              CHECKOUT
            </ButtonLink>
          </PriceDetails>
        </Columns>
      )}
    </div>
  );
}
