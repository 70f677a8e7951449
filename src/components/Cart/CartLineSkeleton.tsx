import { Skeleton } from '../Skeleton';
import { Cluster } from '../Cluster';
import { Area, Info, Line, Stepper } from './Cart.styles';

/** A cart line that is still coming, built from the line's own boxes (D14). */
export function CartLineSkeleton() {
  return (
    <Line $gap={['sm', 'md']} $shadow="sm" data-testid="cart-line-skeleton">
      <Area $area="picture">
        <Skeleton height="auto" radius="md" style={{ aspectRatio: '1' }} />
      </Area>
      <Info $gap="xs">
        <Skeleton width="60%" height="1.35rem" />
        <Cluster $align="center" $gap="xs">
          <Skeleton width="3.5rem" height="1.875rem" />
          <Skeleton width="4rem" height="1.3rem" radius="pill" />
        </Cluster>
      </Info>
      <Stepper $align="center" $gap="xxs" $wrap={false}>
        <Skeleton width="2.75rem" height="2.75rem" radius="md" />
        <Skeleton width="2.5rem" height="1.5rem" />
        <Skeleton width="2.75rem" height="2.75rem" radius="md" />
      </Stepper>
      <Area $area="remove">
        <Skeleton width="14rem" height="2.75rem" radius="md" />
      </Area>
    </Line>
  );
}
