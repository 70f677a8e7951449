// The key tokens, quotes and payments are signed with: apart from ./tokens, so that storage,
// which makes and keeps it, loads none of the JWT code.

/** A signing key shorter than this (HS256's own size) is replaced. */
export const SIGNING_KEY_BYTES = 32;

export const newSigningKey = () => crypto.getRandomValues(new Uint8Array(SIGNING_KEY_BYTES));

export const isUsableSigningKey = (key: unknown): key is Uint8Array =>
  key instanceof Uint8Array && key.length >= SIGNING_KEY_BYTES;

/** Whether two keys are the same bytes. */
export const sameKey = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);
