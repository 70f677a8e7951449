import { Clock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DELIVERY_CHARGE, DELIVERY_PROMISE_MINUTES } from '../../domain/constants';
import { formatOrderDate } from '../../domain/dates';
import { formatRupees } from '../../domain/money';
import { orderStepLabel } from '../../domain/orderStatus';
import type { Address, CartItem, Order } from '../../domain/types';
import { Badge } from '../Badge';
import { DishImage } from '../DishImage';
import {
  Actions,
  AddressLines,
  Amount,
  Body,
  Card,
  DeliveryPromise,
  Footer,
  Line,
  Lines,
  LineText,
  LineTitle,
  Muted,
  Part,
  PartTitle,
  PaymentId,
  StatusLine,
  Summary,
  Title,
  Total,
} from './OrderDetails.styles';

export interface OrderDetailsProps {
  order: Order;
  /** The level of the order's heading: 2 on its own page, 3 inside Order History. */
  headingLevel?: 2 | 3;
  /** Shows where the order is by its step's name (the tracking page shows the steps instead). */
  showStatus?: boolean;
  /** What can be done with the order ('Track order', 'Order again'), at the card's foot. */
  actions?: ReactNode;
}

/** Intrinsic size of an item's thumbnail (the square dish art). */
const THUMBNAIL_SIZE = 56;

const DELIVERY_PROMISE = `Order will be delivered within ${DELIVERY_PROMISE_MINUTES} minutes`;

/**
 * One placed order (D6): the day it was placed (dd-mm-yyyy), optionally its status (D24), the
 * delivery promise, the payment id, each item, the delivery address and the total that was paid
 * (D2).
 */
export function OrderDetails({
  order,
  headingLevel = 2,
  showStatus = false,
  actions,
}: OrderDetailsProps) {
  const headingId = useId();
  const paymentId = useId();
  const partLevel = headingLevel === 2 ? 'h3' : 'h4';
  return (
    // Named by date and payment id, so two orders of the same day are told apart.
    <Card aria-labelledby={`${headingId} ${paymentId}`}>
      <Summary>
        <Title as={`h${headingLevel}`} id={headingId}>
          {`Order date: ${formatOrderDate(order.createdAt)}`}
        </Title>
        {showStatus && (
          <StatusLine>
            {'Status: '}
            <Badge tone={order.status === 'delivered' ? 'success' : 'primary'}>
              {orderStepLabel(order.status)}
            </Badge>
          </StatusLine>
        )}
        <DeliveryPromise>
          <Clock aria-hidden="true" />
          {DELIVERY_PROMISE}
        </DeliveryPromise>
        <PaymentId id={paymentId}>{`Payment ID: ${order.paymentId}`}</PaymentId>
      </Summary>
      <Body>
        <Part>
          <PartTitle as={partLevel}>Items</PartTitle>
          <Lines>
            {order.products.map((item) => (
              <OrderLine key={item._id} item={item} />
            ))}
          </Lines>
        </Part>
        <Part>
          <PartTitle as={partLevel}>Delivery address</PartTitle>
          <DeliveryAddress address={order.selectedAddress} />
        </Part>
      </Body>
      <Footer>
        <Total>{`Total: ${formatRupees(order.totalPrice)}`}</Total>
        <Muted>{`Includes ${formatRupees(DELIVERY_CHARGE)} delivery`}</Muted>
        {actions && <Actions>{actions}</Actions>}
      </Footer>
    </Card>
  );
}

function OrderLine({ item }: { item: CartItem }) {
  return (
    <Line>
      <DishImage src={item.url} variant="thumbnail" size={THUMBNAIL_SIZE} />
      <LineText>
        <LineTitle>{item.title}</LineTitle>
        <Muted>{`Quantity: ${item.qty}`}</Muted>
      </LineText>
      <Amount>{formatRupees(Number(item.price) * item.qty)}</Amount>
    </Line>
  );
}

function DeliveryAddress({ address }: { address: Address }) {
  return (
    <AddressLines>
      <span>{address.name}</span>
      <span>{address.addressText}</span>
      <span>{`${address.city}, ${address.profileState}`}</span>
      <span>{`PIN: ${address.pin}`}</span>
      <span>{`Phone: ${address.phone}`}</span>
    </AddressLines>
  );
}
