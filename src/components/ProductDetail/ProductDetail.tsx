import { ArrowLeft, SearchX } from 'lucide-react';
import type { Product } from '../../domain/types';
import { MissingNotice } from '../MissingNotice';
import { ProductCard, ProductCardSkeleton } from '../ProductCard';
import { SkeletonGroup } from '../Skeleton';
import { BackLink, Wrapper } from './ProductDetail.styles';
import { PATHS } from '../../domain/paths';

export interface ProductDetailProps {
  /** undefined while loading (skeleton), null when the id is unknown (not-found state, D16). */
  product: Product | null | undefined;
  inCart?: boolean;
  inWishlist?: boolean;
  cartBusy?: boolean;
  wishlistBusy?: boolean;
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product) => void;
}

/** The page of one dish (/foodItems/{id}): loading, the dish, or "not found" (D16). */
export function ProductDetail({ product, ...cardProps }: ProductDetailProps) {
  if (product === null) {
    return (
      <Wrapper $gap="md">
        <MissingNotice
          icon={<SearchX aria-hidden="true" />}
          title="We could not find that dish"
          wayBack={{ to: PATHS.dishes, label: 'Browse all dishes' }}
        >
          It may have left the menu, or the link may be mistyped.
        </MissingNotice>
      </Wrapper>
    );
  }
  return (
    <Wrapper $gap="md">
      <BackLink to={PATHS.dishes}>
        <ArrowLeft aria-hidden="true" />
        Back to all dishes
      </BackLink>
      {product === undefined ? (
        <SkeletonGroup label="Loading dish">
          <ProductCardSkeleton variant="detail" />
        </SkeletonGroup>
      ) : (
        <ProductCard product={product} variant="detail" imageLoading="eager" {...cardProps} />
      )}
    </Wrapper>
  );
}
