import { Minus, Plus } from 'lucide-react';
import { MAX_CART_QTY, MIN_CART_QTY } from '../../domain/constants';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../theme';
import { Quantity, Stepper } from './Cart.styles';

export interface QuantityStepperProps {
  /** The dish's title, to name the buttons: 'Increase quantity of Biryani'. */
  title: string;
  qty: number;
  /** A call for this line is in flight: both buttons are unavailable. */
  busy: boolean;
  /** The dish cannot be had now (sold out, off the menu: D42): '+' is unavailable, '−' is not. */
  dishUnavailable: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
}

/**
 * − qty +. Decrement is unavailable at the minimum quantity, increment at the
 * maximum (D29) and for a dish that cannot be had now. The quantity is a
 * polite live region, so a screen reader hears 'Quantity 3' when it changes.
 */
export function QuantityStepper({
  title,
  qty,
  busy,
  dishUnavailable,
  onIncrement,
  onDecrement,
}: QuantityStepperProps) {
  return (
    <Stepper
      $align="center"
      $gap="xxs"
      $wrap={false}
      role="group"
      aria-label={`Quantity of ${title}`}
    >
      <IconButton
        label={`Decrease quantity of ${title}`}
        icon={<Minus />}
        variant="secondary"
        unavailable={busy || qty <= MIN_CART_QTY}
        onClick={onDecrement}
      />
      <Quantity
        as="span"
        $size="lg"
        $weight="semibold"
        $numeric
        role="status"
        aria-label={`Quantity ${qty}`}
      >
        <VisuallyHidden>Quantity </VisuallyHidden>
        {qty}
      </Quantity>
      <IconButton
        label={`Increase quantity of ${title}`}
        icon={<Plus />}
        variant="secondary"
        unavailable={busy || dishUnavailable || qty >= MAX_CART_QTY}
        onClick={onIncrement}
      />
    </Stepper>
  );
}
