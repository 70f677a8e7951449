import { NEXT_MOVES, type TicketWork } from '../../domain/kitchen';
import type { Order } from '../../domain/types';
import { Button } from '../Button';
import { Cluster } from '../Cluster';

/** A ticket's buttons: accept or reject (each asks first), a move on, or the refund again. */
export type TicketAction = 'accept' | 'reject' | 'ready' | 'on-the-way' | 'delivered' | 'refund';

/** What the button of a call on its way says. */
const BUSY_LABELS: Record<TicketWork, string> = {
  preparing: 'Accepting…',
  rejected: 'Rejecting…',
  ready: 'Marking ready…',
  'on-the-way': 'Sending out…',
  delivered: 'Marking delivered…',
  refund: 'Retrying refund…',
};

/** The work each action starts, to tell which button is at work. */
const WORK_OF: Record<TicketAction, TicketWork> = {
  accept: 'preparing',
  reject: 'rejected',
  ready: 'ready',
  'on-the-way': 'on-the-way',
  delivered: 'delivered',
  refund: 'refund',
};

interface TicketActionsProps {
  order: Order;
  busy?: TicketWork;
  /** The id of the ticket's problem, which its buttons are described by. */
  describedBy?: string;
  onAction: (action: TicketAction) => void;
}

/** The buttons of the order's status; while a call runs they wait, the one at work saying so. */
export function TicketActions({ order, busy, describedBy, onAction }: TicketActionsProps) {
  const actions = actionsOf(order);
  if (actions.length === 0) return null;
  return (
    <Cluster $gap="xs">
      {actions.map(({ action, label, variant }) => (
        <Button
          key={action}
          variant={variant}
          unavailable={busy !== undefined}
          aria-describedby={describedBy}
          onClick={() => onAction(action)}
        >
          {busy === WORK_OF[action] ? BUSY_LABELS[busy] : label}
        </Button>
      ))}
    </Cluster>
  );
}

function actionsOf(order: Order) {
  if (order.status === 'placed') {
    return [
      { action: 'accept', label: 'Accept', variant: 'primary' },
      { action: 'reject', label: 'Reject', variant: 'secondary' },
    ] as const;
  }
  if (order.status in NEXT_MOVES) {
    const next = NEXT_MOVES[order.status as keyof typeof NEXT_MOVES];
    return [{ action: next.status, label: next.label, variant: 'primary' }] as const;
  }
  if (order.paymentStatus === 'refund-failed') {
    return [{ action: 'refund', label: 'Retry refund', variant: 'secondary' }] as const;
  }
  return [];
}
