import { cartTotals, formatRupees } from '../../domain/money';
import type { CartItem } from '../../domain/types';
import { Skeleton } from '../Skeleton';
import { Text } from '../Text';
import { Figure, LineAmount, OrderLine, OrderLines } from './Checkout.styles';

/** Each dish of the order: title, quantity ('× 2') and what that line costs. */
export function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  return (
    <OrderLines as="ul" $padding={['none', 'md']} $shadow="sm" aria-label="Dishes in your order">
      {items.map((item) => (
        <OrderLine as="li" $gap="sm" key={item._id}>
          <Text as="span" $weight="semibold" $breakAnywhere>
            {item.title}
          </Text>
          <Figure as="span" $tone="muted" $numeric>
            × {item.qty}
          </Figure>
          <LineAmount as="span" $numeric>
            {formatRupees(cartTotals([item]).items)}
          </LineAmount>
        </OrderLine>
      ))}
    </OrderLines>
  );
}

const SKELETON_LINES = 2;

/** The order's lines while the cart loads, in the lines' own boxes (D14). */
export function CheckoutItemsSkeleton() {
  return (
    <OrderLines $padding={['none', 'md']} $shadow="sm" data-testid="order-lines-skeleton">
      {Array.from({ length: SKELETON_LINES }, (_, index) => (
        <OrderLine $gap="sm" key={index}>
          <Skeleton width="70%" height="1.5em" />
          <Skeleton width="2rem" height="1.5em" />
          <Skeleton width="4rem" height="1.5em" />
        </OrderLine>
      ))}
    </OrderLines>
  );
}
