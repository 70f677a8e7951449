import { Panel } from '../Panel';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { AddressLines, Body, Footer, Line, Summary } from './OrderDetails.styles';

const SKELETON_LINES = 2;

/**
 * An order that is still coming, built from the card's own boxes so the real one takes its
 * place (D14). Silent for screen readers: put it in a `SkeletonGroup`.
 */
export function OrderDetailsSkeleton() {
  return (
    <Panel $gap="lg" $widePadding="lg" $shadow="sm" data-testid="order-details-skeleton">
      <Summary $gap="xs">
        <Skeleton width="14rem" height="1.5rem" />
        <Skeleton width="18rem" height="1.5rem" />
        <Skeleton width="12rem" height="1.3rem" />
      </Summary>
      <Body>
        <Stack $gap="sm">
          <Skeleton width="4rem" height="1.1rem" />
          <Stack $gap="sm">
            {Array.from({ length: SKELETON_LINES }, (_, index) => (
              <Line key={index}>
                <Skeleton height="3.5rem" radius="md" />
                <Stack>
                  <Skeleton width="60%" height="1.5rem" />
                  <Skeleton width="5rem" height="1.3rem" />
                </Stack>
                <Skeleton width="3rem" height="1.5rem" />
              </Line>
            ))}
          </Stack>
        </Stack>
        <Stack $gap="sm">
          <Skeleton width="8rem" height="1.1rem" />
          <AddressLines>
            <Skeleton lines={5} height="1.2rem" />
          </AddressLines>
        </Stack>
      </Body>
      <Footer $gap="xxs" $align="end">
        <Skeleton width="8rem" height="1.7rem" />
        <Skeleton width="9rem" height="1.3rem" />
      </Footer>
    </Panel>
  );
}
