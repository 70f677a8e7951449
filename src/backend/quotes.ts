import { DELIVERY_CHARGE } from '../domain/constants';
import { cartTotals } from '../domain/money';
import { toPaise } from '../domain/money';
import type { CartItem, Payment, Quote, QuoteLine } from '../domain/types';
import type { PaymentGateway } from './paymentGateway';
import type { Menu } from './menu';
import { signJwt, verifyJwt } from './jwt';

// A quote (D28) is signed, not stored: the order brings it back, and the signature shows that
// the backend made it, for this account, with these lines and this total. A payment (D33) is a
// quote with the provider's order for its amount.

/** Long enough for a payment in the provider's form, short enough for prices to hold. */
const QUOTE_LIFETIME_SECONDS = 60 * 60;

/** What a quote promises: each dish's quantity and price (the total follows from them). */
interface QuoteClaims {
  lines: [id: string, qty: number, price: string][];
}

/** What a payment adds: the provider's order, for the amount in paise. */
interface PaymentClaims extends QuoteClaims {
  orderId: string;
  amount: number;
}

/** The quantities and prices promised, by dish. */
export type PromisedLines = Map<string, { qty: number; price: string }>;

const sign = (claims: QuoteClaims, accountId: string, expiresAt: number, key: Uint8Array) =>
  signJwt({ ...claims, sub: accountId, exp: expiresAt }, key);

/** The claims signed for this account; undefined when forged, expired or another account's. */
function readSigned<Claims extends QuoteClaims>(
  id: string,
  accountId: string,
  key: Uint8Array,
): (Claims & { exp: number }) | undefined {
  const payload = verifyJwt(id, key);
  if (payload?.sub !== accountId || typeof payload.exp !== 'number') return undefined;
  return payload as unknown as Claims & { exp: number };
}

const promisedLines = ({ lines }: QuoteClaims): PromisedLines =>
  new Map(lines.map(([lineId, qty, price]) => [lineId, { qty, price }]));

/**
 * The cart at the menu's prices now; dishes off the menu or sold out tonight are listed apart
 * (D42), and cannot be paid for.
 */
export function quoteCart(menu: Menu, cart: CartItem[], accountId: string, key: Uint8Array): Quote {
  const products: QuoteLine[] = [];
  const unavailable: Quote['unavailable'] = [];
  for (const { _id, title, qty } of cart) {
    const dish = menu.byId.get(_id);
    if (!dish || dish.hidden) unavailable.push({ _id, title });
    else if (dish.soldOut) unavailable.push({ _id, title: dish.title, soldOut: true });
    else products.push({ _id, title: dish.title, price: dish.price, qty });
  }
  const totalPrice = cartTotals(products).total;
  const expiresAt = Math.floor(Date.now() / 1000) + QUOTE_LIFETIME_SECONDS;
  const claims: QuoteClaims = { lines: products.map(({ _id, qty, price }) => [_id, qty, price]) };
  const id = sign(claims, accountId, expiresAt, key);
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
 * The payment of a quote (D33): the provider's order for the quote's total, created by the
 * gateway, signed with the quote's lines; undefined when the quote is not this account's.
 */
export async function payQuote(
  quoteId: string,
  accountId: string,
  key: Uint8Array,
  gateway: PaymentGateway,
): Promise<Payment | undefined> {
  const quote = readSigned<QuoteClaims>(quoteId, accountId, key);
  if (!quote) return undefined;
  const lines = [...promisedLines(quote).values()];
  const amount = toPaise(cartTotals(lines).total);
  const orderId = await gateway.createOrder(amount, crypto.randomUUID());
  const claims: PaymentClaims = { lines: quote.lines, orderId, amount };
  return {
    id: sign(claims, accountId, quote.exp, key),
    orderId,
    amount,
    currency: 'INR',
    provider: gateway.provider,
    ...(gateway.keyId === undefined ? {} : { keyId: gateway.keyId }),
  };
}

/** What a payment made by `payQuote` promised this account; undefined when it did not. */
export function readPayment(
  id: string,
  accountId: string,
  key: Uint8Array,
): { orderId: string; amount: number; lines: PromisedLines } | undefined {
  const claims = readSigned<PaymentClaims>(id, accountId, key);
  if (typeof claims?.orderId !== 'string' || typeof claims.amount !== 'number') return undefined;
  return { orderId: claims.orderId, amount: claims.amount, lines: promisedLines(claims) };
}
