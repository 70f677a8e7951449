import type { HttpHandler } from 'msw';
import { KITCHEN_DEMO_OFF, STAFF_ONLY } from '../../domain/kitchenErrors';
import { GuardRefused, type Db } from '../db';
import { ApiError, findRegisteredUser, handlerOf, jsonReply, jsonTextReply } from '../http';
import type { OrderLife } from '../orderLife';
import { orderEventStream } from '../eventStream';
import { jsonWithList } from '../jsonText';
import type { OrderFeed } from '../orderFeed';
import type { Passwords } from '../passwords';
import { signIn } from '../signIn';
import { DEMO_STAFF_EMAIL } from '../seed/users';
import { timestamp } from '../timestamp';
import { sessionReply } from './auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Extension: the kitchen (D40). Staff sign in on their own route, never a shopper; 'Kitchen demo'
 * signs in the seeded staff member where the host allows it. The board reads the open orders and
 * the day's, and moves each on (D38); a refused order's refund can be asked again (D39).
 */
export function kitchenHandlers(
  db: Db,
  life: OrderLife,
  feed: OrderFeed,
  demo: boolean,
  passwords: Passwords,
): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    handle('kitchenLogin', async ({ body }) => {
      const { user, signingKey } = await signIn(db, passwords, body);
      if (user.role !== 'staff') throw new ApiError(403, STAFF_ONLY);
      return sessionReply(user, signingKey, 'foundUser', 200);
    }),

    handle('kitchenDemo', async () => {
      if (!demo) throw new ApiError(404, KITCHEN_DEMO_OFF);
      const staff = await findRegisteredUser(db, DEMO_STAFF_EMAIL);
      return sessionReply(staff, await db.signingKey(), 'foundUser', 200);
    }),

    handle(
      'kitchenOrders',
      async ({ query: { since }, signedIn }) => {
        await life.rejectUnanswered(signedIn);
        const from = since ?? timestamp(new Date(life.now() - DAY_MS));
        return jsonTextReply(jsonWithList('orders', await db.kitchenOrdersJson(from)));
      },
      // The board is read as the token is checked: at the dinner rush it is the largest read.
      { tokenChecked: 'alongside' },
    ),

    // Each change of any order as it happens (D41).
    handle('kitchenEvents', ({ request }) => orderEventStream(feed, request, { kitchen: true })),

    // A move checks the token in its own statement (D56).
    handle(
      'moveOrder',
      async ({ firstName, guard, signedIn, params, body: { status, prepMinutes, reason } }) => {
        if (firstName === undefined) throw new GuardRefused();
        await life.rejectUnanswered(signedIn);
        const move = {
          to: status,
          by: 'kitchen' as const,
          staff: firstName,
          // Only what the move carries: a reason is a refusal's, a preparation time an acceptance's.
          ...(status === 'rejected' ? { reason } : {}),
          ...(status === 'preparing' ? { prepMinutes } : {}),
        };
        return jsonReply({ order: await life.move(params.orderId, move, undefined, guard) });
      },
      { tokenChecked: 'inWrite' },
    ),

    handle('retryRefund', async ({ params }) => {
      return jsonReply({ order: await life.retryRefund(params.orderId) });
    }),
  ];
}
