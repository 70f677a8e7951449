import { useId } from 'react';
import type { Order } from '../../domain/types';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextInput } from '../TextInput';
import { Ticket, type TicketsProps } from './BoardColumns';
import { DoneGrid, SearchField } from './KitchenBoard.styles';

interface DoneListProps extends TicketsProps {
  /** The day's finished orders that the search names, the last finished first. */
  orders: Order[];
  query: string;
  onSearch: (query: string) => void;
}

const ordersText = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/** What the list holds, said again (politely) as the search changes it. */
function summaryOf(count: number, query: string) {
  const wanted = query.trim();
  if (!wanted) return count === 0 ? 'No finished orders yet today.' : `${ordersText(count)} today.`;
  return count === 0
    ? `No order today matches “${wanted}”.`
    : `${ordersText(count)} ${count === 1 ? 'matches' : 'match'} “${wanted}”.`;
}

/**
 * The day's delivered, rejected and cancelled orders, the last finished first, found by their
 * number.
 */
export function DoneList({ orders, query, onSearch, ...tickets }: DoneListProps) {
  const titleId = useId();
  return (
    <Stack as="section" $gap="md" aria-labelledby={titleId}>
      <Cluster $gap="md" $justify="space-between" $align="end">
        <Text as="h2" $size="xxl" id={titleId}>
          Done
        </Text>
        <SearchField role="search">
          <TextInput
            label="Search by order number"
            type="search"
            name="orderNumber"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 3F9A2C"
            value={query}
            onChange={(event) => onSearch(event.target.value)}
          />
        </SearchField>
      </Cluster>
      <Text role="status" $tone="muted">
        {summaryOf(orders.length, query)}
      </Text>
      {orders.length > 0 && (
        <DoneGrid>
          {orders.map((order) => (
            <li key={order._id}>
              <Ticket order={order} headingLevel={3} {...tickets} />
            </li>
          ))}
        </DoneGrid>
      )}
    </Stack>
  );
}
