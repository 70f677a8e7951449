import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formatRupees } from '../../domain/money';
import type { WishlistItem } from '../../domain/types';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
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
  RatingBadge,
} from '../ProductCard';
import { PATHS } from '../../domain/paths';

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
 * A saved dish, drawn like a product card. Its main button adds it to the cart, or once it is
 * there, adds one more ('Increase cart quantity'); it stays the same button, so focus stays.
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
  const titleId = useId();
  const { width, height } = IMAGE_SIZE.grid;
  return (
    <Card $variant="grid" aria-labelledby={titleId}>
      <Media>
        {/* alt="": the dish title is right beside the picture. */}
        <Image
          src={item.url}
          alt=""
          width={width}
          height={height}
          loading={imageLoading}
          decoding="async"
          $variant="grid"
        />
        <RatingSlot>
          <RatingBadge rating={item.rating} isVegetarian={item.isVegetarian} />
        </RatingSlot>
      </Media>
      <Body $variant="grid">
        <Title id={titleId} $variant="grid">
          <TitleLink to={PATHS.dish(item._id)}>{item.title}</TitleLink>
        </Title>
        <MetaLine>{item.categoryName}</MetaLine>
        <Description $variant="grid">{item.description}</Description>
        <Footer>
          <Price $variant="grid">{formatRupees(Number(item.price))}</Price>
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
        </Footer>
      </Body>
    </Card>
  );
}
