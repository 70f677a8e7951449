import { ReceiptText } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import type { Order } from '../../domain/types';
import { EmptyState } from '../ListScreen';
import { OrderDetails, OrderDetailsSkeleton } from '../OrderDetails';
import { SkeletonGroup } from '../Skeleton';

export interface OrderHistoryProps {
  /** The user's orders, newest first as the server sends them; undefined while they load. */
  orders: Order[] | undefined;
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Orders = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The profile's Order History tab (D6): every order in the order the server sends them (newest
 * first), each in full; or 'No order to display' with a way to the dishes.
 */
export function OrderHistory({ orders }: OrderHistoryProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId}>Order History</Title>
      {orders === undefined ? (
        <SkeletonGroup label="Loading your orders">
          <OrderDetailsSkeleton />
        </SkeletonGroup>
      ) : orders.length === 0 ? (
        <EmptyState icon={<ReceiptText />} message="No order to display" />
      ) : (
        <Orders aria-labelledby={titleId}>
          {orders.map((order) => (
            <li key={order._id}>
              <OrderDetails order={order} headingLevel={3} />
            </li>
          ))}
        </Orders>
      )}
    </section>
  );
}
