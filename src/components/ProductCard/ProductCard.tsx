import { Heart } from 'lucide-react';
import { memo, useId } from 'react';
import type { Product } from '../../domain/types';
import { formatRupees } from '../../domain/money';
import { Button, ButtonLink } from '../Button';
import { IconButton } from '../IconButton';
import { RatingBadge } from './RatingBadge';
import {
  Body,
  Card,
  Description,
  Footer,
  IMAGE_SIZE,
  Image,
  Media,
  MetaLine,
  Price,
  RatingSlot,
  Title,
  TitleLink,
  type ProductCardVariant,
} from './ProductCard.styles';
import { useFocusHandover } from './useFocusHandover';
import { PATHS } from '../../domain/paths';

export interface ProductCardProps {
  product: Product;
  /** 'detail' is the full card of the detail page: larger, shows the restaurant. */
  variant?: ProductCardVariant;
  /** Cards below the fold load their image lazily (default 'lazy'). */
  imageLoading?: 'eager' | 'lazy';
  /** In the cart: the cart control becomes a link 'Go to cart' to /cart (D5). */
  inCart?: boolean;
  /** Wishlisted: the wishlist toggle shows filled and aria-pressed=true. */
  inWishlist?: boolean;
  /**
   * A cart or wishlist call for this product is in flight: both controls are unavailable
   * (`aria-disabled`, so a focused one keeps the focus) and ignore clicks.
   */
  busy?: boolean;
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product) => void;
}

const productPath = (product: Product) => PATHS.dish(product._id);

/**
 * One dish: picture, rating, title, cuisine, description, price, and the wishlist and cart
 * controls. In the grid the title links to the dish's page (and is an h2); on that page the
 * `detail` variant is the page's h1 and also names the restaurant. Memoised: in a grid, a
 * change to one dish re-renders that card only (the owner passes stable callbacks).
 */
export const ProductCard = memo(function ProductCard({
  product,
  variant = 'grid',
  imageLoading = 'lazy',
  inCart = false,
  inWishlist = false,
  busy = false,
  onAddToCart,
  onToggleWishlist,
}: ProductCardProps) {
  const titleId = useId();
  const isDetail = variant === 'detail';
  const { width, height } = IMAGE_SIZE[variant];
  const { outgoing: addButtonRef, incoming: cartLinkRef } = useFocusHandover<
    HTMLButtonElement,
    HTMLAnchorElement
  >();

  return (
    <Card $variant={variant} aria-labelledby={titleId}>
      <Media>
        {/* alt="": the dish title is right beside the picture. */}
        <Image
          src={product.url}
          alt=""
          width={width}
          height={height}
          loading={imageLoading}
          decoding="async"
          $variant={variant}
        />
        <RatingSlot>
          <RatingBadge rating={product.rating} isVegetarian={product.isVegetarian} />
        </RatingSlot>
      </Media>
      <Body $variant={variant}>
        <Title as={isDetail ? 'h1' : 'h2'} id={titleId} $variant={variant}>
          {isDetail ? (
            product.title
          ) : (
            <TitleLink to={productPath(product)}>{product.title}</TitleLink>
          )}
        </Title>
        <MetaLine>{product.categoryName}</MetaLine>
        {isDetail ? <MetaLine>From {product.restaurant}</MetaLine> : null}
        <Description $variant={variant}>{product.description}</Description>
        <Footer>
          <Price $variant={variant}>{formatRupees(Number(product.price))}</Price>
          <IconButton
            label={`Save ${product.title} to wishlist`}
            icon={<Heart fill={inWishlist ? 'currentColor' : 'none'} />}
            pressed={inWishlist}
            variant="secondary"
            unavailable={busy}
            onClick={() => onToggleWishlist(product)}
          />
          {inCart ? (
            // Navigating is not a cart call, so the link stays usable while `busy`.
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
              unavailable={busy}
              onClick={() => onAddToCart(product)}
            >
              Add to cart
            </Button>
          )}
        </Footer>
      </Body>
    </Card>
  );
});
