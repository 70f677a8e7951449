import { useId } from 'react';
import { BOARD_COLUMNS, type BoardStatus, type TicketWork } from '../../domain/kitchen';
import type { Order } from '../../domain/types';
import { Cluster } from '../Cluster';
import { KitchenTicket, type TicketAction } from '../KitchenTicket';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Column, Columns, JumpLinks } from './KitchenBoard.styles';
import { OrderCount } from './OrderCount';

export interface TicketsProps {
  now: number;
  answerMinutes?: number;
  /** What each ticket is busy with, by order id. */
  busy: Record<string, TicketWork>;
  /** Why each ticket's last call failed, by order id. */
  problems: Record<string, string>;
  onAction: (order: Order, action: TicketAction) => void;
}

interface BoardColumnsProps extends TicketsProps {
  columns: Record<BoardStatus, Order[]>;
}

const EMPTY: Record<BoardStatus, string> = {
  placed: 'No new orders',
  preparing: 'Nothing cooking',
  ready: 'Nothing waiting to go',
  'on-the-way': 'Nothing out',
};

/**
 * The open orders in their four columns, New to On the way, each the longest waiting first. On a
 * narrow screen the columns stack, with links to each at the top.
 */
export function BoardColumns({ columns, ...tickets }: BoardColumnsProps) {
  const id = useId();
  const columnId = (status: BoardStatus) => `${id}-${status}`;
  return (
    <Stack as="section" $gap="md" aria-labelledby={`${id}-title`}>
      <Cluster $gap="sm" $justify="space-between" $align="center">
        <Text as="h2" $size="xxl" id={`${id}-title`}>
          Board
        </Text>
        <nav aria-label="Board columns">
          <JumpLinks>
            {BOARD_COLUMNS.map(({ status, title }) => (
              <li key={status}>
                <a href={`#${columnId(status)}`}>
                  {title}
                  <OrderCount count={columns[status].length} />
                </a>
              </li>
            ))}
          </JumpLinks>
        </nav>
      </Cluster>
      <Columns>
        {BOARD_COLUMNS.map(({ status, title }) => (
          <Column
            key={status}
            as="section"
            id={columnId(status)}
            aria-labelledby={`${columnId(status)}-name`}
            $gap="sm"
          >
            <Cluster as="h3" $gap="xs" $align="center">
              <Text as="span" $size="lg" $weight="bold" id={`${columnId(status)}-name`}>
                {title}
              </Text>
              <OrderCount count={columns[status].length} />
            </Cluster>
            {columns[status].length === 0 ? (
              <Text $tone="muted">{EMPTY[status]}</Text>
            ) : (
              <Stack as="ul" $gap="sm">
                {columns[status].map((order) => (
                  <li key={order._id}>
                    <Ticket order={order} {...tickets} />
                  </li>
                ))}
              </Stack>
            )}
          </Column>
        ))}
      </Columns>
    </Stack>
  );
}

/** One ticket of the board or the Done list, with its call's state. */
export function Ticket({
  order,
  busy,
  problems,
  onAction,
  headingLevel,
  ...rest
}: TicketsProps & { order: Order; headingLevel?: 3 | 4 }) {
  return (
    <KitchenTicket
      order={order}
      busy={busy[order._id]}
      problem={problems[order._id]}
      headingLevel={headingLevel}
      onAction={(action) => onAction(order, action)}
      {...rest}
    />
  );
}
