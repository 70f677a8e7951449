import { DISH_IMAGE_SIZE } from '../DishImage';
import { Skeleton } from '../Skeleton';
import { Body, Card, Footer, Media, type ProductCardVariant } from './ProductCard.styles';

export interface ProductCardSkeletonProps {
  variant?: ProductCardVariant;
}

/**
 * A product card that is still coming: built from the card's own boxes and sized like its
 * text, so the real card takes exactly its place (D14). Silent for screen readers: put it in
 * a `SkeletonGroup`.
 */
export function ProductCardSkeleton({ variant = 'grid' }: ProductCardSkeletonProps) {
  const { width, height } = DISH_IMAGE_SIZE[variant];
  const isDetail = variant === 'detail';
  return (
    <Card $padding="none" $shadow="sm" $variant={variant} data-testid="product-card-skeleton">
      <Media>
        <Skeleton height="auto" radius="none" style={{ aspectRatio: `${width} / ${height}` }} />
      </Media>
      <Body $variant={variant}>
        <Skeleton width="70%" height={isDetail ? '2.4rem' : '1.35rem'} />
        <Skeleton width="5rem" height="1.3rem" />
        {isDetail ? <Skeleton width="9rem" height="1.3rem" /> : null}
        <Skeleton lines={isDetail ? 3 : 2} height={isDetail ? '1rem' : '0.875rem'} />
        <Footer>
          <Skeleton width="4rem" height={isDetail ? '1.8rem' : '1.5rem'} />
          <Skeleton width="2.75rem" height="2.75rem" radius="md" />
          <Skeleton width="100%" height="2.75rem" radius="md" style={{ minWidth: '7.5rem' }} />
        </Footer>
      </Body>
    </Card>
  );
}
