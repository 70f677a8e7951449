import { lazy, memo, Suspense } from 'react';
import type { Product } from '../../domain/types';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from '../ProductCard';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';
import { Count, Empty, Grid } from './ProductGrid.styles';

export interface ProductGridProps {
  /** undefined while loading: skeleton cards take the place of the cards (D14). */
  products: Product[] | undefined;
  /**
   * The dishes `products` were chosen from, in the same order (default: `products`). The grid
   * keeps a card for each and hides those not shown, so a filter change shows and hides cards
   * instead of building them again.
   */
  pool?: readonly Product[];
  cartIds?: ReadonlySet<string>;
  wishlistIds?: ReadonlySet<string>;
  /** Products with a cart call in flight: their 'Add to cart' waits. */
  cartBusyIds?: ReadonlySet<string>;
  /** Products with a wishlist call in flight: their heart waits. */
  wishlistBusyIds?: ReadonlySet<string>;
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product) => void;
}

/** Cards in the first row or so load their picture at once; the rest when scrolled near. */
const EAGER_IMAGES = 4;

/** The pictures the grid loads at once for these dishes: worth preloading while it waits. */
export const eagerImageUrls = (products: Product[]) =>
  products.slice(0, EAGER_IMAGES).map((product) => product.url);
const SKELETON_CARDS = 8;
/** From this many dishes on, only the rows near the viewport are rendered. */
const WINDOWED_FROM = 200;
// The windowing code (the virtualizer) loads only for a catalog that large.
const WindowedGrid = lazy(() =>
  import('./WindowedGrid').then(({ WindowedGrid }) => ({ default: WindowedGrid })),
);
const none: ReadonlySet<string> = new Set();

/**
 * One cell of the grid, memoised with its `<li>`: a change to one dish commits that cell only,
 * not every `<li>` of the grid.
 */
const GridItem = memo(function GridItem({
  hidden,
  ...props
}: ProductCardProps & { hidden: boolean }) {
  return (
    <li hidden={hidden}>
      <ProductCard {...props} />
    </li>
  );
});

/**
 * The cards of `products` in a grid, with a hidden card for each other dish of a small `pool`:
 * a filter change flips `hidden` on a few cells and builds no card.
 */
function CardList({
  products,
  pool,
  cardProps,
}: {
  products: Product[];
  pool: readonly Product[];
  cardProps: (product: Product, index: number) => ProductCardProps;
}) {
  const cards = pool.length < WINDOWED_FROM ? pool : products;
  const shownIndex = new Map(products.map((product, index) => [product._id, index]));
  return (
    <Grid as="ul" hidden={products.length === 0}>
      {cards.map((product) => {
        const index = shownIndex.get(product._id) ?? -1;
        return <GridItem key={product._id} hidden={index < 0} {...cardProps(product, index)} />;
      })}
    </Grid>
  );
}

/**
 * The dishes on /foodItems: 'Total Food Items: {n}', then the cards, or the empty text. The
 * count is a live region, so a screen reader hears it change when the filters change. Memoised:
 * a filter control re-renders at once, the grid only when its dishes or the shopper's lists do.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  pool,
  cartIds = none,
  wishlistIds = none,
  cartBusyIds = none,
  wishlistBusyIds = none,
  onAddToCart,
  onToggleWishlist,
}: ProductGridProps) {
  const cardProps = (product: Product, index: number): ProductCardProps => ({
    product,
    imageLoading: index >= 0 && index < EAGER_IMAGES ? 'eager' : 'lazy',
    inCart: cartIds.has(product._id),
    inWishlist: wishlistIds.has(product._id),
    cartBusy: cartBusyIds.has(product._id),
    wishlistBusy: wishlistBusyIds.has(product._id),
    onAddToCart,
    onToggleWishlist,
  });

  return (
    <Stack as="section" $gap="md" aria-label="Dishes">
      <Count role="status" $weight="semibold" $tone="muted">
        {products ? `Total Food Items: ${products.length}` : <Skeleton width="10rem" />}
      </Count>
      {products === undefined ? (
        <SkeletonGroup label="Loading dishes">
          <Grid as="div">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </Grid>
        </SkeletonGroup>
      ) : products.length >= WINDOWED_FROM ? (
        <Suspense fallback={<Skeleton height="60vh" />}>
          <WindowedGrid
            products={products}
            renderCard={(product, index) => <ProductCard {...cardProps(product, index)} />}
          />
        </Suspense>
      ) : (
        <>
          {products.length === 0 ? (
            <Empty as="p" $dashed $padding={['xxl', 'md']}>
              No products found within the selected price range.
            </Empty>
          ) : null}
          <CardList products={products} pool={pool ?? products} cardProps={cardProps} />
        </>
      )}
    </Stack>
  );
});
