import { ReceiptText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PATHS } from '../../domain/paths';
import type { Order } from '../../domain/types';
import { Button, ButtonLink } from '../Button';
import { EmptyState } from '../ListScreen';
import { OrderAgainButton } from '../OrderAgainButton';
import { OrderDetails, OrderDetailsSkeleton } from '../OrderDetails';
import { SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface OrderHistoryViewProps {
  /** The orders loaded so far, newest first as the server sends them; undefined while they load. */
  orders: Order[] | undefined;
  /** Older orders wait on the server: 'Show more' is offered. */
  hasMore?: boolean;
  /** The next page is on its way. */
  loadingMore?: boolean;
  /** The last 'Show more' failed: the orders shown stay, and 'Show more' tries again. */
  moreFailed?: boolean;
  onShowMore?: () => void;
  /** 'Order again' on an order: its dishes into the cart. */
  onOrderAgain?: (order: Order) => void;
  /** The order whose dishes are going into the cart: its button says so, and every one waits. */
  reorderingId?: string;
}

/**
 * What the profile's Order History tab shows (D6): the latest orders in the order the server sends them
 * (newest first), each in full with its status (D24), 'Track order' and 'Order again', and
 * 'Show more' while older ones remain (D23); or 'No order to display' with a way to the dishes.
 */
export function OrderHistoryView({
  orders,
  hasMore = false,
  loadingMore = false,
  moreFailed = false,
  onShowMore,
  onOrderAgain,
  reorderingId,
}: OrderHistoryViewProps) {
  const titleId = useId();
  // After 'Show more', focus moves to the first new order, so keyboard and screen reader users
  // go on reading where the list grew (the button may be gone after the last page).
  const [firstNewIndex, setFirstNewIndex] = useState<number>();
  const firstNew = useRef<HTMLLIElement>(null);
  const shownCount = orders?.length ?? 0;
  useEffect(() => {
    if (firstNewIndex !== undefined && shownCount > firstNewIndex) firstNew.current?.focus();
  }, [firstNewIndex, shownCount]);

  return (
    <Stack as="section" $gap="lg" aria-labelledby={titleId}>
      <Text as="h2" $size="xxl" id={titleId}>
        Order History
      </Text>
      {orders === undefined ? (
        <SkeletonGroup label="Loading your orders">
          <OrderDetailsSkeleton />
        </SkeletonGroup>
      ) : orders.length === 0 ? (
        <EmptyState icon={<ReceiptText />} message="No order to display" />
      ) : (
        <>
          <Stack as="ol" $gap="lg" aria-labelledby={titleId}>
            {orders.map((order, index) => (
              <li
                key={order._id}
                ref={index === firstNewIndex ? firstNew : undefined}
                tabIndex={index === firstNewIndex ? -1 : undefined}
              >
                <OrderDetails
                  order={order}
                  headingLevel={3}
                  showStatus
                  actions={
                    <>
                      <ButtonLink variant="secondary" to={PATHS.order(order._id)}>
                        Track order
                      </ButtonLink>
                      <OrderAgainButton
                        busy={order._id === reorderingId}
                        unavailable={reorderingId !== undefined}
                        onOrderAgain={() => onOrderAgain?.(order)}
                      />
                    </>
                  }
                />
              </li>
            ))}
          </Stack>
          {hasMore && (
            <Stack $gap="sm" $align="center">
              {moreFailed && (
                <p role="alert">
                  We could not load more orders. Check your connection and try again.
                </p>
              )}
              <Button
                variant="secondary"
                unavailable={loadingMore}
                onClick={() => {
                  setFirstNewIndex(orders.length);
                  onShowMore?.();
                }}
              >
                {loadingMore ? 'Loading more orders…' : 'Show more'}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
