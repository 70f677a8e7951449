import { Skeleton } from '../Skeleton';
import {
  AddressLines,
  Body,
  Card,
  Footer,
  Line,
  Lines,
  LineText,
  Part,
  Summary,
} from './OrderDetails.styles';

const SKELETON_LINES = 2;

/**
 * An order that is still coming, built from the card's own boxes so the real one takes its
 * place (D14). Silent for screen readers: put it in a `SkeletonGroup`.
 */
export function OrderDetailsSkeleton() {
  return (
    <Card as="div" data-testid="order-details-skeleton">
      <Summary as="div">
        <Skeleton width="14rem" height="1.5rem" />
        <Skeleton width="18rem" height="1.5rem" />
        <Skeleton width="12rem" height="1.3rem" />
      </Summary>
      <Body>
        <Part>
          <Skeleton width="4rem" height="1.1rem" />
          <Lines as="div">
            {Array.from({ length: SKELETON_LINES }, (_, index) => (
              <Line as="div" key={index}>
                <Skeleton height="3.5rem" radius="md" />
                <LineText>
                  <Skeleton width="60%" height="1.5rem" />
                  <Skeleton width="5rem" height="1.3rem" />
                </LineText>
                <Skeleton width="3rem" height="1.5rem" />
              </Line>
            ))}
          </Lines>
        </Part>
        <Part>
          <Skeleton width="8rem" height="1.1rem" />
          <AddressLines as="div">
            <Skeleton lines={5} height="1.2rem" />
          </AddressLines>
        </Part>
      </Body>
      <Footer as="div">
        <Skeleton width="8rem" height="1.7rem" />
        <Skeleton width="9rem" height="1.3rem" />
      </Footer>
    </Card>
  );
}
