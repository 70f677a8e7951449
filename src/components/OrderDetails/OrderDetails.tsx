import { Clock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DELIVERY_CHARGE, DELIVERY_PROMISE_MINUTES } from '../../domain/constants';
import { formatOrderDate } from '../../domain/dates';
import { formatRupees } from '../../domain/money';
import { orderStepLabel, type OrderStatus } from '../../domain/orderLifecycle';
import type { Address, CartItem, Order } from '../../domain/types';
import { Badge, type BadgeTone } from '../Badge';
import { DishImage } from '../DishImage';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import {
  Actions,
  AddressLines,
  Body,
  DeliveryPromise,
  Footer,
  IconLine,
  Line,
  Summary,
} from './OrderDetails.styles';
import { RefundNote } from './RefundNote';

export interface OrderDetailsProps {
  order: Order;
  /** The level of the order's heading: 2 on its own page, 3 inside Order History. */
  headingLevel?: 2 | 3;
  /**
   * Shows where the order is by its step's name, and a refused order's refund (the tracking page
   * shows the steps instead).
   */
  showStatus?: boolean;
  /** What can be done with the order ('Track order', 'Order again'), at the card's foot. */
  actions?: ReactNode;
}

/** Intrinsic size of an item's thumbnail (the square dish art). */
const THUMBNAIL_SIZE = 56;

const DELIVERY_PROMISE = `Order will be delivered within ${DELIVERY_PROMISE_MINUTES} minutes`;

/** The status badge's colour: done, refused by the kitchen or the backend, cancelled, or under way. */
const STATUS_TONE: Partial<Record<OrderStatus, BadgeTone>> = {
  delivered: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/**
 * One placed order (D6): the day it was placed (dd-mm-yyyy), optionally its status (D38) and a
 * refused order's refund (D39), the delivery promise, the payment id, each item, the delivery address and the total that was paid
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
    <Panel
      as="article"
      $gap="lg"
      $widePadding="lg"
      $shadow="sm"
      aria-labelledby={`${headingId} ${paymentId}`}
    >
      <Summary as="header" $gap="xs">
        <Text as={`h${headingLevel}`} $size="xl" $numeric id={headingId}>
          {`Order date: ${formatOrderDate(order.createdAt)}`}
        </Text>
        {showStatus && (
          <IconLine as="p" $gap="xs" $align="center" $wrap={false}>
            {'Status: '}
            <Badge tone={STATUS_TONE[order.status] ?? 'primary'}>
              {orderStepLabel(order.status)}
            </Badge>
          </IconLine>
        )}
        {showStatus && <RefundNote order={order} />}
        <DeliveryPromise as="p" $gap="xs" $align="center" $wrap={false}>
          <Clock aria-hidden="true" />
          {DELIVERY_PROMISE}
        </DeliveryPromise>
        <Text id={paymentId} $size="sm" $tone="muted" $breakAnywhere>
          {`Payment ID: ${order.paymentId}`}
        </Text>
      </Summary>
      <Body>
        <Stack $gap="sm">
          <Text as={partLevel} $size="sm" $tone="muted" $caps>
            Items
          </Text>
          <Stack as="ul" $gap="sm">
            {order.products.map((item) => (
              <OrderLine key={item._id} item={item} />
            ))}
          </Stack>
        </Stack>
        <Stack $gap="sm">
          <Text as={partLevel} $size="sm" $tone="muted" $caps>
            Delivery address
          </Text>
          <DeliveryAddress address={order.selectedAddress} />
        </Stack>
      </Body>
      <Footer as="footer" $gap="xxs" $align="end">
        <Text $size="lg" $weight="bold" $numeric>{`Total: ${formatRupees(order.totalPrice)}`}</Text>
        <Text as="span" $size="sm" $tone="muted" $numeric>
          {`Includes ${formatRupees(DELIVERY_CHARGE)} delivery`}
        </Text>
        {actions && (
          <Actions $gap="sm" $justify="flex-end">
            {actions}
          </Actions>
        )}
      </Footer>
    </Panel>
  );
}

function OrderLine({ item }: { item: CartItem }) {
  return (
    <Line as="li">
      <DishImage src={item.url} variant="thumbnail" size={THUMBNAIL_SIZE} />
      <Stack>
        <Text as="span" $weight="semibold" $breakAnywhere>
          {item.title}
        </Text>
        <Text as="span" $size="sm" $tone="muted" $numeric>
          {`Quantity: ${item.qty}`}
        </Text>
      </Stack>
      <Text as="span" $weight="semibold" $numeric>
        {formatRupees(Number(item.price) * item.qty)}
      </Text>
    </Line>
  );
}

function DeliveryAddress({ address }: { address: Address }) {
  return (
    <AddressLines as="p">
      <Text as="span" $weight="semibold">
        {address.name}
      </Text>
      <span>{address.addressText}</span>
      <span>{`${address.city}, ${address.profileState}`}</span>
      <span>{`PIN: ${address.pin}`}</span>
      <span>{`Phone: ${address.phone}`}</span>
    </AddressLines>
  );
}
