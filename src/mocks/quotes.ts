import { jwtVerify, SignJWT } from 'jose';
import { DELIVERY_CHARGE } from '../domain/constants';
import { cartTotals } from '../domain/money';
import type { CartItem, Quote, QuoteLine } from '../domain/types';
import { findProduct } from './seed/catalog';

// A quote (D28) is signed, not stored: the order brings it back, and the signature shows that
// the backend made it, for this account, with these lines and this total.

const ALGORITHM = 'HS256';
/** Long enough for a payment in the provider's form, short enough for prices to hold. */
const QUOTE_LIFETIME_SECONDS = 60 * 60;

/** What a quote promises: each dish's quantity and price (the total follows from them). */
interface QuoteClaims {
  lines: [id: string, qty: number, price: string][];
}

/** The cart at the catalog's prices now; dishes no longer on the menu are listed apart. */
export async function quoteCart(
  cart: CartItem[],
  accountId: string,
  key: Uint8Array,
): Promise<Quote> {
  const products: QuoteLine[] = [];
  const unavailable: Quote['unavailable'] = [];
  for (const { _id, title, qty } of cart) {
    const product = findProduct(_id);
    if (product) products.push({ _id, title: product.title, price: product.price, qty });
    else unavailable.push({ _id, title });
  }
  const totalPrice = cartTotals(products).total;
  const expiresAt = Math.floor(Date.now() / 1000) + QUOTE_LIFETIME_SECONDS;
  const claims: QuoteClaims = { lines: products.map(({ _id, qty, price }) => [_id, qty, price]) };
  const id = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(accountId)
    .setExpirationTime(expiresAt)
    .sign(key);
  return {
    id,
    products,
    unavailable,
    delivery: DELIVERY_CHARGE,
    totalPrice,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/**
 * The quantities and prices a quote promised to this account, by dish; undefined when the
 * quote is forged, expired or another account's.
 */
export async function readQuote(
  id: string,
  accountId: string,
  key: Uint8Array,
): Promise<Map<string, { qty: number; price: string }> | undefined> {
  try {
    const { payload } = await jwtVerify<QuoteClaims>(id, key, { algorithms: [ALGORITHM] });
    if (payload.sub !== accountId) return undefined;
    return new Map(payload.lines.map(([lineId, qty, price]) => [lineId, { qty, price }]));
  } catch {
    return undefined;
  }
}
