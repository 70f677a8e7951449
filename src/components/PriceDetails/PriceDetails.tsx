import { useId, type ReactNode } from 'react';
import { cartTotals, formatRupees, type PricedLine } from '../../domain/money';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Heading, Row, TotalRow } from './PriceDetails.styles';

export interface PriceDetailsProps {
  /** The cart's lines (a `CartItem[]` will do): price and quantity of each. */
  lines: readonly PricedLine[];
  /** The panel's action below the total, e.g. the cart's CHECKOUT link. */
  children?: ReactNode;
}

const itemCount = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.qty, 0);

/**
 * The price panel of the cart and the checkout: the items' price, the flat delivery charge and
 * the total amount, all from `cartTotals` (D2).
 */
export function PriceDetails({ lines, children }: PriceDetailsProps) {
  const headingId = useId();
  const { items, delivery, total } = cartTotals(lines);
  const count = itemCount(lines);
  return (
    <Panel as="section" $padding="lg" $gap="md" $shadow="sm" aria-labelledby={headingId}>
      <Heading as="h2" $size="md" $tone="muted" $caps id={headingId}>
        Price details
      </Heading>
      <Stack as="dl" $gap="sm">
        <Row>
          <dt>
            Price ({count} {count === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatRupees(items)}</dd>
        </Row>
        <Row>
          <dt>Delivery Charges</dt>
          <dd>{formatRupees(delivery)}</dd>
        </Row>
        <TotalRow>
          <dt>Total Amount</dt>
          <dd>{formatRupees(total)}</dd>
        </TotalRow>
      </Stack>
      {children}
    </Panel>
  );
}
