import { useId, type ReactNode } from 'react';
import { formatRupees } from '../../domain/money';
import { PATHS } from '../../domain/paths';
import type { Product } from '../../domain/types';
import { DishImage } from '../DishImage';
import { Text } from '../Text';
import {
  Body,
  Card,
  Description,
  Footer,
  Media,
  RatingSlot,
  Title,
  TitleLink,
  type ProductCardVariant,
} from './ProductCard.styles';
import { RatingBadge } from './RatingBadge';

export interface DishCardProps {
  dish: Product;
  /** 'detail' is the full card of the detail page: larger, shows the restaurant. */
  variant?: ProductCardVariant;
  /** Cards below the fold load their image lazily (default 'lazy'). */
  imageLoading?: 'eager' | 'lazy';
  /** The controls beside the price, given the title's id for their `aria-describedby`. */
  actions: (titleId: string) => ReactNode;
}

/**
 * A dish drawn as a card: picture, rating, title, cuisine, description, price, and the owner's
 * controls. In a grid the title links to the dish's page (and is an h2); in the `detail`
 * variant it is the page's h1 and the card also names the restaurant.
 */
export function DishCard({
  dish,
  variant = 'grid',
  imageLoading = 'lazy',
  actions,
}: DishCardProps) {
  const titleId = useId();
  const isDetail = variant === 'detail';
  return (
    <Card as="article" $padding="none" $shadow="sm" $variant={variant} aria-labelledby={titleId}>
      <Media>
        <DishImage src={dish.url} variant={variant} loading={imageLoading} />
        <RatingSlot>
          <RatingBadge rating={dish.rating} isVegetarian={dish.isVegetarian} />
        </RatingSlot>
      </Media>
      <Body $variant={variant}>
        {/* A dish's words: a long one breaks anywhere rather than widen the card. */}
        <Title
          as={isDetail ? 'h1' : 'h2'}
          id={titleId}
          $size={isDetail ? 'xxxl' : 'lg'}
          $breakAnywhere
        >
          {isDetail ? dish.title : <TitleLink to={PATHS.dish(dish._id)}>{dish.title}</TitleLink>}
        </Title>
        <Text $size="sm" $tone="muted" $breakAnywhere>
          {dish.categoryName}
        </Text>
        {isDetail ? (
          <Text $size="sm" $tone="muted" $breakAnywhere>
            From {dish.restaurant}
          </Text>
        ) : null}
        <Description $variant={variant} $size={isDetail ? 'md' : 'sm'} $breakAnywhere>
          {dish.description}
        </Description>
        <Footer>
          <Text $size={isDetail ? 'xxl' : 'xl'} $weight="bold" $numeric>
            {formatRupees(Number(dish.price))}
          </Text>
          {actions(titleId)}
        </Footer>
      </Body>
    </Card>
  );
}
