import { RotateCcw } from 'lucide-react';
import { Button } from '../Button';

export interface OrderAgainButtonProps {
  /** This order's dishes are going into the cart: the button says so and waits. */
  busy?: boolean;
  /** Another order's dishes are going into the cart: this one waits too. */
  unavailable?: boolean;
  onOrderAgain?: () => void;
}

/** 'Order again': puts an earlier order's dishes in the cart (the page's reorder). */
export function OrderAgainButton({
  busy = false,
  unavailable = false,
  onOrderAgain,
}: OrderAgainButtonProps) {
  return (
    <Button startIcon={<RotateCcw />} unavailable={busy || unavailable} onClick={onOrderAgain}>
      {busy ? 'Adding to cart…' : 'Order again'}
    </Button>
  );
}
