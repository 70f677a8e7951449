import { Cluster } from '../Cluster';
import { Skeleton } from '../Skeleton';
import { Card, Lines } from './AddressBook.styles';

/** A bar of 1 rem in the middle of each 1.5 rem line of text. */
const TEXT_LINE = { margin: '0.25rem 0' };
const LINE_WIDTHS = ['90%', '70%', '45%'];

/** A saved address that is still coming, in the card's own boxes (D14). */
export function AddressCardSkeleton() {
  return (
    <Card as="div" data-testid="address-card-skeleton">
      <div>
        <Skeleton width="50%" height="1.35rem" style={{ marginBottom: '0.25rem' }} />
        <Lines as="span">
          {LINE_WIDTHS.map((width) => (
            <Skeleton key={width} width={width} height="1rem" style={TEXT_LINE} />
          ))}
        </Lines>
      </div>
      <Cluster $gap="xs">
        <Skeleton width="5.5rem" height="2.75rem" radius="md" />
        <Skeleton width="6rem" height="2.75rem" radius="md" />
      </Cluster>
    </Card>
  );
}
