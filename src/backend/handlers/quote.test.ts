import { describe, expect, it, vi } from 'vitest';
import { QUOTE_INVALID } from '../../domain/apiError';
import { PAYMENT_MISMATCH } from '../../domain/paymentErrors';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address, AddressInput, CartItem, Order, Quote } from '../../domain/types';
import {
  call,
  expectError,
  guestToken,
  guestWithCart,
  payForCart,
  signUp,
  startBackendForEachTest,
} from '../../testing/backendCalls';

const { backend } = startBackendForEachTest();

const address: Address = { id: 'addr-guest-home', ...(DEMO_ADDRESSES[0] as AddressInput) };

const quote = async (token: string) =>
  (await call<{ quote: Quote }>('GET', '/api/user/cart/quote', { token })).body.quote;
const placeOrder = (token: string, order: unknown) =>
  call<{ order: Order }>('POST', '/api/user/orders', { token, body: { order } });

describe('quote (D28)', () => {
  it("gets 200 and the cart's dishes at the catalog's prices, the delivery and the total", async () => {
    const { token } = await guestWithCart();

    const reply = await call<{ quote: Quote }>('GET', '/api/user/cart/quote', { token });

    expect(reply.status).toBe(200);
    expect(reply.body.quote).toEqual({
      id: expect.any(String),
      products: [
        { _id: 'prod-biryani', title: 'Biryani', price: '200', qty: 2 },
        { _id: 'prod-gelato', title: 'Gelato', price: '100', qty: 1 },
      ],
      unavailable: [],
      delivery: 100,
      totalPrice: 600,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("quotes the catalog's price, not the one the cart kept, and lists dishes no longer on the menu", async () => {
    const { token, email } = await guestWithCart();
    await backend().db.updateUser(email, (user) => {
      user.cart[0]!.price = '150';
      user.cart.push({ ...user.cart[1]!, _id: 'prod-gone', title: 'Gone Soup', qty: 1 });
    });

    const { products, unavailable, totalPrice } = await quote(token);

    expect(products.map(({ _id, price }) => [_id, price])).toEqual([
      ['prod-biryani', '200'],
      ['prod-gelato', '100'],
    ]);
    expect(unavailable).toEqual([{ _id: 'prod-gone', title: 'Gone Soup' }]);
    expect(totalPrice).toBe(600);
  });

  it('an empty cart gets 400', async () => {
    expectError(
      await call('GET', '/api/user/cart/quote', { token: await guestToken() }),
      400,
      'The cart is empty.',
    );
  });

  it('an order paid for its quote gets 201 at the quoted prices', async () => {
    const { token, cart: items } = await guestWithCart();
    const [payment] = await payForCart(token);

    const reply = await placeOrder(token, { payment, products: items, address, totalPrice: 600 });

    expect(reply.status).toBe(201);
    expect(reply.body.order.products.map(({ price, qty }) => [price, qty])).toEqual([
      ['200', 2],
      ['100', 1],
    ]);
  });

  it.each([
    ['another quantity', (items: CartItem[]) => items.map((item) => ({ ...item, qty: 1 })), 400],
    ['a dish less', (items: CartItem[]) => items.slice(0, 1), 500],
    [
      'a dish more',
      (items: CartItem[]) => [...items, { ...items[0]!, _id: 'prod-sweet-and-sour-chicken' }],
      0,
    ],
  ])('an order with %s than its quote gets 400', async (_case, change, totalPrice) => {
    const { token, cart: items } = await guestWithCart();
    const [payment] = await payForCart(token);

    expectError(
      await placeOrder(token, { payment, products: change(items), address, totalPrice }),
      400,
      PAYMENT_MISMATCH,
    );
  });

  it.each([
    ['forged', async (id: string) => `${id.slice(0, -4)}AAAA`],
    ['another account’s', async () => quote((await signUpWithCart()).token).then((q) => q.id)],
    [
      'over an hour old',
      async (id: string) => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 61 * 60 * 1000);
        return id;
      },
    ],
    ['not text', async () => 42],
  ])('a payment asked for a quote that is %s gets 400', async (_case, quoteOf) => {
    const { token } = await guestWithCart();
    const badQuote = await quoteOf((await quote(token)).id);

    const reply = await call('POST', '/api/user/payments', { token, body: { quote: badQuote } });

    expectError(reply, 400, typeof badQuote === 'string' ? QUOTE_INVALID : 'quote is required');
  });
});

async function signUpWithCart() {
  const { token } = await signUp();
  await call('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-biryani' } } });
  return { token };
}
