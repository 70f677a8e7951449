import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatRupees } from '../../domain/money';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface CancelOrderProps {
  /** What the shopper paid, and gets back. */
  amount: number;
  /** The cancelling is on its way: the confirming button says so and waits. */
  cancelling?: boolean;
  onCancel: () => void;
}

/**
 * 'Cancel order', in two steps so that one stray tap does not cancel a paid order: the button
 * asks 'Cancel this order?' with the refund, then 'Yes, cancel order' cancels and 'Keep order'
 * goes back. Keyboard focus moves to 'Keep order', the harmless answer, and back to 'Cancel
 * order' after it.
 */
export function CancelOrder({ amount, cancelling = false, onCancel }: CancelOrderProps) {
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);

  const ask = (next: boolean) => {
    // The button pressed goes away: focus moves to the one that takes its place.
    flushSync(() => setConfirming(next));
    (next ? keepButton : cancelButton).current?.focus();
  };

  if (!confirming && !cancelling) {
    return (
      <Cluster $gap="sm">
        <Button ref={cancelButton} variant="secondary" onClick={() => ask(true)}>
          Cancel order
        </Button>
      </Cluster>
    );
  }
  return (
    <Stack role="group" aria-labelledby={questionId} $gap="sm">
      <Text id={questionId} $weight="semibold" $numeric>
        {`Cancel this order? You will be refunded ${formatRupees(amount)}.`}
      </Text>
      <Cluster $gap="sm">
        <Button aria-busy={cancelling || undefined} unavailable={cancelling} onClick={onCancel}>
          {cancelling ? 'Cancelling order…' : 'Yes, cancel order'}
        </Button>
        <Button
          ref={keepButton}
          variant="secondary"
          unavailable={cancelling}
          onClick={() => ask(false)}
        >
          Keep order
        </Button>
      </Cluster>
    </Stack>
  );
}
