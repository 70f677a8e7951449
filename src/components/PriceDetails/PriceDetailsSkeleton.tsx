import { Panel } from '../Panel';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { Heading, Row, TotalRow } from './PriceDetails.styles';

const Amount = () => <Skeleton width="3.5rem" height="1.2em" />;

/**
 * The price panel while the cart loads, built from the panel's own boxes so the real one takes
 * its exact place. Silent for screen readers: put it in a `SkeletonGroup`.
 */
export function PriceDetailsSkeleton() {
  return (
    <Panel $padding="lg" $gap="md" $shadow="sm" data-testid="price-details-skeleton">
      <Heading as="div" $size="md" $tone="muted" $caps>
        <Skeleton width="7rem" />
      </Heading>
      <Stack $gap="sm">
        <Row>
          <Skeleton width="7rem" height="1.2em" />
          <Amount />
        </Row>
        <Row>
          <Skeleton width="8rem" height="1.2em" />
          <Amount />
        </Row>
        <TotalRow>
          <Skeleton width="7.5rem" height="1.2em" />
          <Amount />
        </TotalRow>
      </Stack>
      <Skeleton height="2.75rem" radius="md" />
    </Panel>
  );
}
