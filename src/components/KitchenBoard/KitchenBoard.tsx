import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { Clock } from '../../domain/clock';
import { kitchenTitle, type KitchenMove } from '../../domain/kitchen';
import type { Order } from '../../domain/types';
import {
  kitchenBoardMachine,
  selectBusy,
  selectColumns,
  selectDone,
  selectNewCount,
} from '../../machines/kitchenBoard';
import { AcceptDialog, RejectDialog } from '../KitchenDialogs';
import type { TicketAction } from '../KitchenTicket';
import { LoadError } from '../LoadError';
import { Stack } from '../Stack';
import { BoardColumns } from './BoardColumns';
import { BoardHeader } from './BoardHeader';
import { BoardSkeleton } from './BoardSkeleton';
import { DoneList } from './DoneList';
import { useFocusFollowsTickets } from './useFocusFollowsTickets';
import { DEVICE_CLOCK, useNow } from './useNow';

/** What the board hears of the orders as they change. */
export interface OrdersListener {
  /** Every order of the board, as it is now. */
  orders: (orders: Order[]) => void;
  /** One order, as it is now. */
  order: (order: Order) => void;
  /** The orders could not be told this time. */
  failed: (error: unknown) => void;
}

/** The board's calls, made with the staff member's token. */
export interface KitchenBoardApi {
  /** The open orders and the day's finished ones. */
  loadOrders: () => Promise<Order[]>;
  /** Tells `listener` of the orders as they change, until the function it returns is called. */
  followOrders: (listener: OrdersListener) => () => void;
  /** Moves the order on; fails with the backend's reason (a 409 says what happened first). */
  moveOrder: (orderId: string, move: KitchenMove) => Promise<Order>;
  retryRefund: (orderId: string) => Promise<Order>;
}

/** The sound of a new order. The browser lets a page play sound only after the user's first gesture. */
export interface Chime {
  /** Called in each gesture (a click, a key): where the sound is made ready. */
  unlock: () => void;
  play: () => void;
}

export interface KitchenBoardProps {
  api: KitchenBoardApi;
  chime: Chime;
  /** Whether the chime starts muted. */
  muted?: boolean;
  /** The chime was muted or unmuted: to remember for the next visit. */
  onMutedChange?: (muted: boolean) => void;
  /** The backend no longer takes the token: the staff member signs in again. */
  onSessionEnded: () => void;
  onSignOut?: () => void;
  /** Who is signed in, by first name. */
  staffName?: string;
  /** The device's by default. */
  clock?: Clock;
  /** How long a placed order may wait for an answer (the backend's limit; 10 minutes). */
  answerMinutes?: number;
}

type Asking = { kind: 'accept' | 'reject'; orderId: string };

/**
 * The kitchen's board (D38–D40), run by the kitchen board machine: the orders waiting for an
 * answer, cooking, ready and out, a chime as a new one arrives, and the day's finished orders.
 * Accept asks for the preparation time and Reject for a reason, in a dialog; the other buttons
 * move the order on at once. A ticket that moves to another column keeps the keyboard's focus.
 */
export function KitchenBoard({
  api,
  chime,
  muted: startMuted = false,
  onMutedChange,
  onSessionEnded,
  onSignOut,
  staffName,
  clock = DEVICE_CLOCK,
  answerMinutes,
}: KitchenBoardProps) {
  // @xstate/react keeps one actor for the component's life and gives it the latest
  // implementations on every render.
  const [snapshot, send, actorRef] = useMachine(
    kitchenBoardMachine.provide({
      actors: {
        loadOrders: fromPromise(() => api.loadOrders()),
        orderUpdates: fromCallback(({ sendBack }) =>
          api.followOrders({
            orders: (orders) => sendBack({ type: 'orders.changed', orders }),
            order: (order) => sendBack({ type: 'order.changed', order }),
            failed: (error) => sendBack({ type: 'updates.failed', error }),
          }),
        ),
        moveOrder: fromPromise(({ input }) => api.moveOrder(input.orderId, input.move)),
        retryRefund: fromPromise(({ input }) => api.retryRefund(input.orderId)),
      },
      actions: {
        playChime: () => chime.play(),
        rememberMuted: ({ context }) => onMutedChange?.(context.muted),
      },
    }),
    { input: { muted: startMuted } },
  );
  const sessionEnded = useEffectEvent(onSessionEnded);
  useEffect(() => {
    const subscription = actorRef.on('sessionEnded', () => sessionEnded());
    return () => subscription.unsubscribe();
  }, [actorRef]);

  // Any tap, click or key on the page is a gesture the chime may need to be allowed to sound.
  const unlockChime = useEffectEvent(() => chime.unlock());
  useEffect(() => {
    const gestures = ['pointerdown', 'keydown'] as const;
    gestures.forEach((gesture) => window.addEventListener(gesture, unlockChime));
    return () => gestures.forEach((gesture) => window.removeEventListener(gesture, unlockChime));
  }, []);

  const now = useNow(clock);
  const [asking, setAsking] = useState<Asking>();
  const followFocus = useFocusFollowsTickets();
  const { muted, problems, doneQuery, updateProblem } = snapshot.context;
  const newCount = selectNewCount(snapshot);
  const tickets = { now, answerMinutes, busy: selectBusy(snapshot), problems, onAction: act };

  function act(order: Order, action: TicketAction) {
    const orderId = order._id;
    if (action === 'accept' || action === 'reject') setAsking({ kind: action, orderId });
    else if (action === 'refund') send({ type: 'refund.retry', orderId });
    else send({ type: 'order.move', orderId, move: { status: action } });
  }
  const move = (orderId: string, move: KitchenMove) => {
    setAsking(undefined);
    send({ type: 'order.move', orderId, move });
  };

  const body = () => {
    if (snapshot.matches('loading')) return <BoardSkeleton />;
    if (snapshot.matches('loadFailed')) {
      return <LoadError what="the orders" onRetry={() => send({ type: 'board.retry' })} />;
    }
    return (
      <>
        <BoardColumns columns={selectColumns(snapshot)} {...tickets} />
        <DoneList
          orders={selectDone(snapshot)}
          query={doneQuery}
          onSearch={(query) => send({ type: 'done.search', query })}
          {...tickets}
        />
      </>
    );
  };

  return (
    <Stack $gap="xl" onFocus={followFocus}>
      <title>{kitchenTitle(newCount)}</title>
      <BoardHeader
        newCount={newCount}
        muted={muted}
        onToggleMute={() => send({ type: 'chime.toggle' })}
        staffName={staffName}
        onSignOut={onSignOut}
        updateProblem={updateProblem}
      />
      {body()}
      {asking?.kind === 'accept' && (
        <AcceptDialog
          orderId={asking.orderId}
          onAccept={(prepMinutes) => move(asking.orderId, { status: 'preparing', prepMinutes })}
          onCancel={() => setAsking(undefined)}
        />
      )}
      {asking?.kind === 'reject' && (
        <RejectDialog
          orderId={asking.orderId}
          onReject={(reason) => move(asking.orderId, { status: 'rejected', reason })}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </Stack>
  );
}
