// The kitchen's and the live updates' error texts (D40, D41): apart from apiError.ts, which the
// store's first paint carries, as paymentErrors.ts is.

/** A kitchen route called with a shopper's token, or a shopper signing in to the kitchen (D40). */
export const STAFF_ONLY = 'This is for kitchen staff only.';
/** 'Kitchen demo' on a server that has not turned it on (D40). */
export const KITCHEN_DEMO_OFF = 'The kitchen demo is off on this server.';
/** A reconnecting page's Last-Event-ID that is not the number of a change (D41). */
export const LAST_EVENT_ID_INVALID = 'Last-Event-ID must be a whole number.';
