/**
 * A reply outside 200–299 with the backend's message: thrown by the backend's routes to
 * answer it, and by the client when it reads one.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

// The backend's messages that both sides need: the spec's (word for word) and ours (D23).
export const UNREGISTERED_EMAIL = 'The email you entered is not Registered. Not Found error';
export const INVALID_TOKEN = 'The token is invalid. Unauthorized access error.';
export const INVALID_CREDENTIALS =
  'The credentials you entered are invalid. Unauthorized access error.';
export const EMAIL_EXISTS = 'Unprocessable Entity. Email Already Exists.';
export const STORAGE_FAILED =
  "The change could not be saved: this browser's storage is full or unavailable. Nothing was changed.";
/** A storage failure other than a full disk: a transaction that could not run, say. */
export const storageUnavailable = (failure: string) =>
  `The change could not be saved: this browser's storage failed (${failure}). Nothing was changed; please try again.`;
/** The quote (D28) a payment is asked for is forged, expired or another account's. */
export const QUOTE_INVALID = 'quote is not a quote of your cart from the last hour';
export const UNEXPECTED_ERROR = 'Something went wrong on the server. Please try again.';
