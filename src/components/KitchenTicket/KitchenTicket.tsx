import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { formatClockTime } from '../../domain/dates';
import {
  deliveryArea,
  formatAgo,
  isDone,
  lateness,
  linesByRestaurant,
  outcomeOf,
  readyBy,
  REFUND_LABELS,
  type TicketWork,
} from '../../domain/kitchen';
import { orderNumber } from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';
import { Badge } from '../Badge';
import { Cluster } from '../Cluster';
import { ErrorMessage } from '../ErrorMessage';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Lines, Ticket } from './KitchenTicket.styles';
import { TicketActions, type TicketAction } from './TicketActions';

export interface KitchenTicketProps {
  order: Order;
  /** The time now, in milliseconds since the epoch: how long ago, and whether it is late. */
  now: number;
  /** How long a placed order may wait for an answer (the backend's limit). */
  answerMinutes?: number;
  /** What the ticket's call is doing, while it runs: its buttons wait. */
  busy?: TicketWork;
  /** Why its last move or refund did not happen (the backend's words). */
  problem?: string;
  /** The level of the order number's heading: 4 on the board, 3 in the Done list. */
  headingLevel?: 3 | 4;
  /** A button of the ticket: Accept and Reject ask first, the others move the order on. */
  onAction: (action: TicketAction) => void;
}

/** The element id of an order's ticket, for the board to bring the focus back to it. */
export const ticketId = (orderId: string) => `ticket-${orderId}`;

/**
 * One order as the kitchen works on it (D38): its short number, how long ago it was placed, its
 * dishes by restaurant, where it goes (city and PIN), whether it is late, and what can be done
 * with it now; a finished one says how it ended and where its refund is.
 */
export function KitchenTicket({
  order,
  now,
  answerMinutes,
  busy,
  problem,
  headingLevel = 4,
  onAction,
}: KitchenTicketProps) {
  const numberId = useId();
  const problemId = useId();
  const late = lateness(order, now, answerMinutes);
  const due = order.status === 'preparing' ? readyBy(order) : undefined;
  const outcome = outcomeOf(order);
  const refund = REFUND_LABELS[order.paymentStatus];
  return (
    <Ticket
      as="article"
      id={ticketId(order._id)}
      tabIndex={-1}
      aria-labelledby={numberId}
      aria-busy={busy !== undefined}
      $late={late !== undefined}
      $padding="md"
      $gap="sm"
      $shadow="sm"
    >
      <Cluster $gap="xs" $justify="space-between" $align="baseline">
        <Text as={`h${headingLevel}`} $size="xl" $numeric id={numberId}>
          #{orderNumber(order._id)}
        </Text>
        <Text $size="sm" $tone="muted" $numeric>
          <time dateTime={order.createdAt}>{formatAgo(order.createdAt, now)}</time>
        </Text>
      </Cluster>
      {late && (
        <Cluster $gap="xs" $align="center">
          <Badge tone="danger" icon={<TriangleAlert />}>
            Overdue
          </Badge>
          <Text as="span" $size="sm" $weight="semibold" $tone="danger">
            {late}
          </Text>
        </Cluster>
      )}
      <Stack $gap="xs">
        {linesByRestaurant(order.products).map(({ restaurant, lines }) => (
          <Stack key={restaurant} $gap="xxs">
            <Text as={`h${headingLevel + 1}`} $size="xs" $weight="bold" $tone="muted" $caps>
              {restaurant}
            </Text>
            <Lines>
              {lines.map((line) => (
                <li key={line.id}>
                  <b>{line.qty} ×</b> {line.title}
                </li>
              ))}
            </Lines>
          </Stack>
        ))}
      </Stack>
      <Text $size="sm">Deliver to {deliveryArea(order.selectedAddress)}</Text>
      {due && (
        <Text $size="sm" $weight="semibold" $numeric>
          Ready by <time dateTime={due}>{formatClockTime(due)}</time>
        </Text>
      )}
      {isDone(order) && (
        <Cluster $gap="xs" $align="center">
          <Text
            as="span"
            $weight="semibold"
            $tone={order.status === 'delivered' ? 'success' : undefined}
          >
            {outcome}
          </Text>
          {refund && (
            <Badge tone={order.paymentStatus === 'refund-failed' ? 'danger' : 'neutral'}>
              {refund}
            </Badge>
          )}
        </Cluster>
      )}
      <TicketActions
        order={order}
        busy={busy}
        describedBy={problem ? problemId : undefined}
        onAction={onAction}
      />
      {problem && (
        <ErrorMessage id={problemId} role="alert">
          {problem}
        </ErrorMessage>
      )}
    </Ticket>
  );
}
