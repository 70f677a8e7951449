import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { DISCOUNT_LABEL } from '../../domain/constants';
import { cannotBeAdded, type MenuChange } from '../../domain/menuChanges';
import { formatRupees } from '../../domain/money';
import type { CartItem } from '../../domain/types';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { TitleLink } from '../ProductCard';
import { DishImage } from '../DishImage';
import { Cluster } from '../Cluster';
import { Text } from '../Text';
import { Area, Info, Line } from './Cart.styles';
import { MenuChangeNote } from './MenuChangeNote';
import { QuantityStepper } from './QuantityStepper';
import { PATHS } from '../../domain/paths';

/** Intrinsic size of the thumbnail (the square dish art). */
const THUMBNAIL_SIZE = 96;

export interface CartLineProps {
  /** At the menu's price now, where the menu has the dish. */
  item: CartItem;
  /** How the menu differs from the dish as it was added (D42). */
  change: MenuChange | undefined;
  busy: boolean;
  imageLoading: 'eager' | 'lazy';
  onIncrement: (productId: string) => void;
  onDecrement: (productId: string) => void;
  onRemove: (productId: string) => void;
}

/**
 * One dish in the cart: picture, title, price, the fixed discount label, what changed on the
 * menu, quantity, remove.
 */
export function CartLine({
  item,
  change,
  busy,
  imageLoading,
  onIncrement,
  onDecrement,
  onRemove,
}: CartLineProps) {
  const titleId = useId();
  return (
    <Line as="li" $gap={['sm', 'md']} $shadow="sm">
      <Area $area="picture">
        <DishImage
          src={item.url}
          variant="thumbnail"
          size={THUMBNAIL_SIZE}
          loading={imageLoading}
        />
      </Area>
      <Info $gap="xs">
        <Text as="h2" $size="lg" $breakAnywhere id={titleId}>
          <TitleLink to={PATHS.dish(item._id)}>{item.title}</TitleLink>
        </Text>
        <Cluster as="p" $align="center" $gap="xs">
          <Text as="span" $size="xl" $weight="bold" $numeric>
            {formatRupees(Number(item.price))}
          </Text>
          <Badge tone="success">{DISCOUNT_LABEL}</Badge>
        </Cluster>
        {change ? <MenuChangeNote change={change} /> : null}
      </Info>
      <QuantityStepper
        title={item.title}
        qty={item.qty}
        busy={busy}
        dishUnavailable={cannotBeAdded(change)}
        onIncrement={() => onIncrement(item._id)}
        onDecrement={() => onDecrement(item._id)}
      />
      <Area $area="remove">
        <Button
          variant="secondary"
          startIcon={<Trash2 />}
          aria-describedby={titleId}
          unavailable={busy}
          onClick={() => onRemove(item._id)}
        >
          Remove from Cart
        </Button>
      </Area>
    </Line>
  );
}
