import { menuChangeText, type MenuChange, type MenuLine } from '../../domain/menuChanges';
import { cartTotals, formatRupees } from '../../domain/money';
import type { CartItem } from '../../domain/types';
import { Badge } from '../Badge';
import { Skeleton } from '../Skeleton';
import { Text } from '../Text';
import { Figure, LineAmount, LineNote, OrderLine, OrderLines } from './Checkout.styles';

/** What became of the line's dish on the menu (D42), and what to do about a dish not to be had. */
function ChangeNote({ change }: { change: MenuChange }) {
  if (change.kind === 'newPrice') {
    return (
      <LineNote $size="sm" $weight="semibold">
        {menuChangeText(change)}
      </LineNote>
    );
  }
  return (
    <LineNote $size="sm">
      <Badge tone="danger">{menuChangeText(change)}</Badge> Remove it from your cart to place the
      order.
    </LineNote>
  );
}

/**
 * Each dish of the order: title, quantity ('× 2') and what that line costs, and what became of
 * the dish on the menu since it was added (D42).
 */
export function CheckoutItems({ lines }: { lines: readonly MenuLine<CartItem>[] }) {
  return (
    <OrderLines as="ul" $padding={['none', 'md']} $shadow="sm" aria-label="Dishes in your order">
      {lines.map(({ item, change }) => (
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
          {change ? <ChangeNote change={change} /> : null}
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
