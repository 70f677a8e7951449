import { Skeleton } from '../Skeleton';
import { Amounts, Heading, Panel, Row, TotalRow } from './PriceDetails.styles';

const Amount = () => <Skeleton width="3.5rem" height="1.2em" />;

/**
 * The price panel while the cart loads, built from the panel's own boxes so the real one takes
 * its exact place. Silent for screen readers: put it in a `SkeletonGroup`.
 */
export function PriceDetailsSkeleton() {
  return (
    <Panel as="div" data-testid="price-details-skeleton">
      <Heading as="div">
        <Skeleton width="7rem" />
      </Heading>
      <Amounts as="div">
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
      </Amounts>
      <Skeleton height="2.75rem" radius="md" />
    </Panel>
  );
}
