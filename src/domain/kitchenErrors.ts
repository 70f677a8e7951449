import { ApiError } from './apiError';

// The kitchen's and the live updates' error texts (D40–D42): apart from apiError.ts, which the
// store's first paint carries, as paymentErrors.ts is.

/** A kitchen route called with a shopper's token, or a shopper signing in to the kitchen (D40). */
export const STAFF_ONLY = 'This is for kitchen staff only.';
/** 'Kitchen demo' on a server that has not turned it on (D40). */
export const KITCHEN_DEMO_OFF = 'The kitchen demo is off on this server.';
/** A reconnecting page's Last-Event-ID that is not the number of a change (D41). */
export const LAST_EVENT_ID_INVALID = 'Last-Event-ID must be a whole number.';
/** What a failed call of the kitchen says when the backend did not answer with a message of its own. */
export const NOT_REACHED = 'The kitchen server did not answer. Check the connection and try again.';

/** What a failed call of the kitchen's tells staff: the backend's message, else NOT_REACHED. */
export const kitchenProblemOf = (error: unknown) =>
  error instanceof ApiError ? error.message : NOT_REACHED;

/** Whether the call failed with one of these statuses. */
export const hasStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);
