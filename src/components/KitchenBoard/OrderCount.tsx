import { Badge } from '../Badge';
import { VisuallyHidden } from '../theme';

/** A column's count: a badge to see, and ', 2 orders' to hear after the column's name. */
export function OrderCount({ count }: { count: number }) {
  return (
    <>
      <Badge tone={count > 0 ? 'primary' : 'neutral'} aria-hidden="true">
        {count}
      </Badge>
      <VisuallyHidden>{count === 1 ? ', 1 order' : `, ${count} orders`}</VisuallyHidden>
    </>
  );
}
