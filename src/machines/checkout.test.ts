import { describe, expect, it, vi } from 'vitest';
import { placedProgress } from '../domain/orderLifecycle';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../domain/apiError';
import type { PaymentRequest, PaymentResult } from '../domain/payment';
import type { Address, CartItem, Order, Payment, Quote } from '../domain/types';
import {
  CHECKOUT_MESSAGES,
  type Announcement,
  type PlaceOrderInput,
  type PlacedOrder,
  type UnsavedPayment,
} from '../domain/checkout';
import { checkoutMachine, isBusy, isPlaced } from './checkout';
import { anAddress, paymentOf, quoteOf } from '../testing/builders';
import { deferred } from '../testing/deferred';

const line = (title: string, price: string, qty = 1): CartItem => ({
  _id: `prod-${title.toLowerCase()}`,
  title,
  description: '',
  price,
  url: '',
  isVegetarian: false,
  rating: 4,
  categoryName: 'Indian',
  restaurant: '',
  createdAt: '2025-01-15T12:30:00Z',
  updatedAt: '2025-01-15T12:30:00Z',
  qty,
});

const cart = [line('Biryani', '200', 2), line('Lassi', '90')];
const home = anAddress();
const office: Address = {
  ...home,
  id: 'addr-office',
  name: 'Asha at work',
  addressText: '1 Park St',
};

/** What the provider answers for the payment it took, signed (D33). */
const paid = (paymentId: string): PaymentResult => ({
  status: 'paid',
  paymentId,
  signature: `signature-of-${paymentId}`,
});

/** The order to save once the provider took `paymentId` for the backend's payment (`paymentOf`). */
const orderInput = (paymentId: string, address = home, items = cart): PlaceOrderInput => ({
  payment: { id: 'payment-1', paymentId, signature: `signature-of-${paymentId}` },
  address,
  items,
});

const orderFor = ({ payment, address, items }: PlaceOrderInput): Order => ({
  _id: 'order-1',
  paymentId: payment.paymentId,
  products: items,
  selectedAddress: address,
  totalPrice: 590,
  createdAt: '2025-01-15T12:31:00Z',
  ...placedProgress('2025-01-15T12:31:00Z'),
});

interface Fakes {
  /** By default, the cart pressed at its own prices. */
  quote?: (pressed: CartItem[]) => Promise<Quote>;
  /** By default, the test provider's order for the quote's total. */
  createPayment?: (quote: Quote) => Promise<Payment>;
  pay?: (request: PaymentRequest) => Promise<PaymentResult>;
  placeOrder?: (input: PlaceOrderInput) => Promise<Order>;
}

interface Options {
  /** The cart when 'Place Order' is pressed. */
  items?: CartItem[];
  /** null: no address chosen. */
  address?: Address | null;
  customerName?: string;
  unsavedPayment?: UnsavedPayment;
}

/** A checkout with fake actors and spies on its named actions. */
function start(
  { items = cart, address = home, customerName = 'Asha Rao', unsavedPayment }: Options = {},
  fakes: Fakes = {},
) {
  let pressed = items;
  const quote = vi.fn<(pressed: CartItem[]) => Promise<Quote>>(
    fakes.quote ?? (async (cartNow) => quoteOf(cartNow)),
  );
  const createPayment = vi.fn<(quote: Quote) => Promise<Payment>>(
    fakes.createPayment ?? (async (quoted) => paymentOf(quoted)),
  );
  const pay = vi.fn<(request: PaymentRequest) => Promise<PaymentResult>>(
    fakes.pay ?? (async () => paid('pay_1')),
  );
  const placeOrder = vi.fn<(input: PlaceOrderInput) => Promise<Order>>(
    fakes.placeOrder ?? (async (input) => orderFor(input)),
  );
  const announce = vi.fn();
  const orderPlaced = vi.fn();
  const rememberUnsavedPayment = vi.fn();
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        quote: fromPromise(() => quote(pressed)),
        createPayment: fromPromise(({ input }: { input: Quote }) => createPayment(input)),
        pay: fromPromise(({ input }: { input: PaymentRequest }) => pay(input)),
        placeOrder: fromPromise(
          async ({ input }: { input: PlaceOrderInput }): Promise<PlacedOrder> => ({
            order: await placeOrder(input),
            cart: [],
          }),
        ),
      },
      actions: {
        announce: (_, params) => announce(params),
        orderPlaced: (_, placed) => orderPlaced(placed),
        rememberUnsavedPayment: (_, payment) => rememberUnsavedPayment(payment),
      },
    }),
    { input: { customerName, selectedAddress: address ?? undefined, unsavedPayment } },
  );
  actor.start();
  const settled = () =>
    waitFor(actor, (snapshot) => !isBusy(snapshot), { timeout: 1000 }).then(() => undefined);
  const placeTheOrder = async (cartNow: CartItem[] = items) => {
    pressed = cartNow;
    actor.send({ type: 'checkout.placeOrder', items: cartNow });
    await settled();
  };
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return {
    actor,
    quote,
    createPayment,
    pay,
    placeOrder,
    announce,
    orderPlaced,
    rememberUnsavedPayment,
    placeTheOrder,
    state,
    context,
  };
}

describe('checkoutMachine', () => {
  it('starts ready with the chosen address, nothing failed', () => {
    const { state, context } = start();
    expect(state()).toEqual({ active: 'ready' });
    expect(context()).toMatchObject({ selectedAddress: home });
    expect(context().failure).toBeUndefined();
  });

  it('pays, saves the order, says so and hands the order over', async () => {
    const { actor, pay, placeOrder, announce, orderPlaced, placeTheOrder, state, context } =
      start();
    await placeTheOrder();
    expect(pay).toHaveBeenCalledOnce();
    expect(placeOrder).toHaveBeenCalledExactlyOnceWith(orderInput('pay_1'));
    expect(state()).toBe('placed');
    expect(isPlaced(actor.getSnapshot())).toBe(true);
    expect(context().order).toEqual(orderFor(orderInput('pay_1')));
    expect(announce).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Payment successful!',
    });
    expect(orderPlaced).toHaveBeenCalledExactlyOnceWith({ order: context().order, cart: [] });
  });

  it('is busy while the payment and the saving are in progress, and ignores a second click', async () => {
    const payment = deferred<PaymentResult>();
    const saving = deferred<Order>();
    const { actor, pay, placeOrder, state } = start(
      {},
      { pay: () => payment.promise, placeOrder: () => saving.promise },
    );
    actor.send({ type: 'checkout.placeOrder', items: cart });
    expect(state()).toEqual({ active: 'quoting' });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ active: 'paying' }));
    expect(isBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'checkout.placeOrder', items: cart });
    expect(pay).toHaveBeenCalledOnce();

    payment.resolve(paid('pay_2'));
    await waitFor(actor, (snapshot) => snapshot.matches({ active: 'placing' }));
    expect(isBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'checkout.placeOrder', items: cart });
    expect(placeOrder).toHaveBeenCalledOnce();

    saving.resolve(orderFor(orderInput('pay_2')));
    await waitFor(actor, (snapshot) => snapshot.matches('placed'));
    expect(isBusy(actor.getSnapshot())).toBe(false);
  });

  it.each([
    ['one dish', [line('Biryani', '200')], 30_000],
    ['quantities', [line('Momos', '120', 3)], 46_000],
    [
      'three lines',
      [line('Lasagna', '320', 3), line('Lassi', '90'), line('Pizza', '300', 2)],
      175_000,
    ],
  ])('asks the provider for (Σ price × qty + 100) × 100 paise: %s', async (_name, items, paise) => {
    const { pay, placeTheOrder } = start({ items });
    await placeTheOrder();
    expect(pay).toHaveBeenCalledOnce();
    expect(pay.mock.calls[0]![0]).toEqual({
      amountPaise: paise,
      currency: 'INR',
      shopName: 'Cravings',
      description: expect.any(String),
      prefill: {
        name: 'Asha Rao',
        contact: '9876543210',
        address: '12 MG Road, Bengaluru, Karnataka 560001',
      },
      orderId: 'order_test_1',
    });
    const expected = (items.reduce((sum, i) => sum + Number(i.price) * i.qty, 0) + 100) * 100;
    expect(pay.mock.calls[0]![0].amountPaise).toBe(expected);
  });

  it('prefills the address name when the customer name is missing', async () => {
    const { pay, placeTheOrder } = start({ customerName: '' });
    await placeTheOrder();
    expect(pay.mock.calls[0]![0].prefill.name).toBe('Asha Rao');
  });

  it('starts nothing with an empty cart (D7)', async () => {
    const { pay, announce, placeTheOrder, state } = start({ items: [] });
    await placeTheOrder();
    expect(state()).toEqual({ active: 'ready' });
    expect(pay).not.toHaveBeenCalled();
    expect(announce).not.toHaveBeenCalled();
  });

  it('asks for an address and starts nothing without one', async () => {
    const { pay, announce, placeTheOrder, state, context } = start({ address: null });
    await placeTheOrder();
    expect(state()).toEqual({ active: 'ready' });
    expect(pay).not.toHaveBeenCalled();
    expect(announce).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      message: 'Please select an address before placing the order.',
    });
    expect(context().failure).toBe('Please select an address before placing the order.');
  });

  it('forgets the missing-address message once an address is chosen, then pays for it', async () => {
    const { actor, pay, placeOrder, placeTheOrder, context } = start({ address: null });
    await placeTheOrder();
    actor.send({ type: 'checkout.selectAddress', address: office });
    expect(context()).toMatchObject({ selectedAddress: office, failure: undefined });
    await placeTheOrder();
    expect(pay.mock.calls[0]![0].prefill.address).toBe('1 Park St, Bengaluru, Karnataka 560001');
    expect(placeOrder.mock.calls[0]![0].address).toEqual(office);
  });

  it('goes back to ready when the address is unselected', async () => {
    const { actor, pay, placeTheOrder } = start();
    actor.send({ type: 'checkout.selectAddress', address: undefined });
    await placeTheOrder();
    expect(pay).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<PaymentResult>, string | undefined, Announcement]>([
    [
      "shows the provider's reason when the payment fails",
      async () => ({ status: 'failed', reason: 'The test card was declined.' }),
      'The test card was declined.',
      { kind: 'error', message: 'The test card was declined.' },
    ],
    [
      "says 'An error occurred during checkout.' for a failure without a reason",
      async () => ({ status: 'failed' }),
      'An error occurred during checkout.',
      { kind: 'error', message: 'An error occurred during checkout.' },
    ],
    [
      'treats a provider that throws like a failed payment',
      () => Promise.reject(new Error('boom')),
      'An error occurred during checkout.',
      { kind: 'error', message: 'An error occurred during checkout.' },
    ],
    [
      'says the payment was cancelled when the provider is dismissed',
      async () => ({ status: 'dismissed' }),
      undefined,
      { kind: 'info', message: 'Payment cancelled. Your cart is unchanged.' },
    ],
    [
      "says the SDK failed to load when the provider's script is unavailable",
      async () => ({ status: 'unavailable' }),
      'Razorpay SDK failed to load, please check your connection.',
      { kind: 'error', message: 'Razorpay SDK failed to load, please check your connection.' },
    ],
  ])('%s, places no order and keeps the address', async (_name, pay, failure, said) => {
    const { announce, placeOrder, orderPlaced, placeTheOrder, state, context } = start({}, { pay });
    await placeTheOrder();
    expect(state()).toEqual({ active: 'ready' });
    expect(placeOrder).not.toHaveBeenCalled();
    expect(orderPlaced).not.toHaveBeenCalled();
    expect(context()).toMatchObject({ selectedAddress: home, failure });
    expect(announce).toHaveBeenCalledExactlyOnceWith(said);
  });

  it('clears the last failure when a new attempt starts, and can then succeed', async () => {
    const outcomes: PaymentResult[] = [{ status: 'failed' }, paid('pay_9')];
    const { pay, orderPlaced, placeTheOrder, state, context } = start(
      {},
      { pay: async () => outcomes.shift()! },
    );
    await placeTheOrder();
    expect(context().failure).toBe(CHECKOUT_MESSAGES.failed);
    await placeTheOrder();
    expect(pay).toHaveBeenCalledTimes(2);
    expect(state()).toBe('placed');
    expect(context().failure).toBeUndefined();
    expect(orderPlaced).toHaveBeenCalledOnce();
  });

  it('says clearly when the payment went through but the order could not be saved', async () => {
    const { announce, orderPlaced, placeTheOrder, state, context } = start(
      {},
      { placeOrder: () => Promise.reject(new Error('500')) },
    );
    await placeTheOrder();
    const message =
      'Your payment went through but the order could not be saved. Please contact support with payment id pay_1.';
    expect(state()).toEqual({ active: 'ready' });
    expect(context()).toMatchObject({ selectedAddress: home, failure: message });
    expect(context().order).toBeUndefined();
    expect(orderPlaced).not.toHaveBeenCalled();
    expect(announce).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message });
  });

  it('a paid order the backend refuses (a 4xx) is not sent again; the shopper is told how to get a refund', async () => {
    const reason = 'totalPrice does not match the items';
    const { announce, pay, placeOrder, rememberUnsavedPayment, placeTheOrder, state, context } =
      start({}, { placeOrder: () => Promise.reject(new ApiError(400, reason)) });

    await placeTheOrder();

    const message = CHECKOUT_MESSAGES.orderRefused('pay_1', reason);
    expect(message).toBe(
      'Your payment went through but the order was refused (totalPrice does not match the items). It will not be sent again. Please contact support with payment id pay_1 for a refund.',
    );
    expect(state()).toEqual({ active: 'ready' });
    expect(context()).toMatchObject({ failure: message, unsavedPayment: undefined });
    expect(announce).toHaveBeenLastCalledWith({ kind: 'error', message });
    expect(rememberUnsavedPayment.mock.calls.at(-1)).toEqual([undefined]);
    // The next press is a new payment for the cart as it is then, not the refused one again.
    await placeTheOrder();
    expect(pay).toHaveBeenCalledTimes(2);
    expect(placeOrder).toHaveBeenCalledTimes(2);
  });

  it.each([408, 429, 503, 507])(
    'a paid order that gets a %i is kept, and sent again on the next press without paying',
    async (status) => {
      let attempts = 0;
      const { pay, placeOrder, placeTheOrder, state } = start(
        {},
        {
          placeOrder: async (input) => {
            attempts += 1;
            if (attempts === 1) throw new ApiError(status, 'Try again later.');
            return orderFor(input);
          },
        },
      );
      await placeTheOrder();
      await placeTheOrder();
      expect(pay).toHaveBeenCalledOnce();
      expect(placeOrder.mock.calls.map(([input]) => input.payment.paymentId)).toEqual([
        'pay_1',
        'pay_1',
      ]);
      expect(state()).toBe('placed');
    },
  );

  it('saves the same payment again on a retry, without charging twice', async () => {
    let attempts = 0;
    const { pay, placeOrder, orderPlaced, placeTheOrder, state } = start(
      {},
      {
        placeOrder: async (input) => {
          attempts += 1;
          if (attempts === 1) throw new Error('500');
          return orderFor(input);
        },
      },
    );
    await placeTheOrder();
    // A different cart at the second press does not change what was paid for.
    await placeTheOrder([line('Gelato', '150')]);
    expect(pay).toHaveBeenCalledOnce();
    expect(placeOrder).toHaveBeenCalledTimes(2);
    expect(placeOrder.mock.calls[1]![0]).toEqual(orderInput('pay_1'));
    expect(state()).toBe('placed');
    expect(orderPlaced).toHaveBeenCalledOnce();
  });

  it('keeps a payment whose order could not be saved beyond the page, and forgets it once saved', async () => {
    let attempts = 0;
    const { rememberUnsavedPayment, placeTheOrder } = start(
      {},
      {
        placeOrder: async (input) => {
          attempts += 1;
          if (attempts === 1) throw new Error('500');
          return orderFor(input);
        },
      },
    );
    const unsaved = orderInput('pay_1');

    await placeTheOrder();
    expect(rememberUnsavedPayment.mock.calls).toEqual([[unsaved]]);
    await placeTheOrder();
    expect(rememberUnsavedPayment.mock.calls).toEqual([[unsaved], [undefined]]);
  });

  it('a payment kept from an earlier visit is saved on the next attempt, even with an empty cart and no address, without paying again', async () => {
    const earlier = orderInput('pay_9', office);
    const { pay, placeOrder, placeTheOrder, context, state } = start({
      items: [],
      address: null,
      unsavedPayment: earlier,
    });
    expect(context().failure).toBe(CHECKOUT_MESSAGES.orderNotSaved('pay_9'));

    await placeTheOrder();

    expect(pay).not.toHaveBeenCalled();
    expect(placeOrder).toHaveBeenCalledExactlyOnceWith(earlier);
    expect(state()).toBe('placed');
  });

  it('pays for the cart as it is when Place Order is pressed', async () => {
    const { pay, placeTheOrder } = start();
    await placeTheOrder([...cart, line('Gelato', '150', 2)]);
    expect(pay.mock.calls[0]![0].amountPaise).toBe((400 + 90 + 300 + 100) * 100);
  });

  it('places the order for the items that were paid for, whatever a second press carries', async () => {
    const payment = deferred<PaymentResult>();
    const { actor, placeOrder } = start({}, { pay: () => payment.promise });
    actor.send({ type: 'checkout.placeOrder', items: cart });
    actor.send({ type: 'checkout.placeOrder', items: [line('Gelato', '150')] });
    payment.resolve(paid('pay_3'));
    await waitFor(actor, (snapshot) => snapshot.matches('placed'));
    expect(placeOrder.mock.calls[0]![0].items).toEqual(cart);
  });

  it('ignores everything once the order is placed', async () => {
    const { actor, pay, placeTheOrder, context, state } = start();
    await placeTheOrder();
    actor.send({ type: 'checkout.selectAddress', address: office });
    actor.send({ type: 'checkout.placeOrder', items: cart });
    expect(state()).toBe('placed');
    expect(context()).toMatchObject({ selectedAddress: home });
    expect(pay).toHaveBeenCalledOnce();
  });

  it('fails the payment when no provider was supplied', async () => {
    const quoting = checkoutMachine.provide({
      actors: {
        quote: fromPromise(async () => quoteOf(cart)),
        createPayment: fromPromise(async ({ input }: { input: Quote }) => paymentOf(input)),
      },
    });
    const actor = createActor(quoting, { input: { selectedAddress: home } });
    actor.start();
    actor.send({ type: 'checkout.placeOrder', items: cart });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: 'ready' }));
    expect(actor.getSnapshot().context.failure).toBe(CHECKOUT_MESSAGES.failed);
  });

  describe('the quote before payment (D28)', () => {
    it("asks what the cart costs before paying, and pays the quote's payment", async () => {
      const { quote, createPayment, pay, placeTheOrder } = start(
        {},
        { quote: async () => quoteOf(cart, { totalPrice: 590 }) },
      );
      await placeTheOrder();
      expect(quote).toHaveBeenCalledOnce();
      expect(quote.mock.invocationCallOrder[0]).toBeLessThan(pay.mock.invocationCallOrder[0]!);
      expect(createPayment).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ id: 'quote-1', totalPrice: 590 }),
      );
    });

    it('charges nothing when a dish left the menu, and names it', async () => {
      const { pay, announce, placeTheOrder, context, state } = start(
        {},
        {
          quote: async () =>
            quoteOf(cart.slice(1), { unavailable: [{ _id: 'prod-biryani', title: 'Biryani' }] }),
        },
      );
      await placeTheOrder();
      const message =
        'Biryani is no longer on the menu. Remove it from your cart to place the order.';
      expect(context().failure).toBe(message);
      expect(announce).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message });
      expect(pay).not.toHaveBeenCalled();
      expect(state()).toEqual({ active: 'ready' });
    });

    it('charges nothing when a dish is sold out tonight, and says so (D42)', async () => {
      const { pay, announce, placeTheOrder, context, state } = start(
        {},
        {
          quote: async () =>
            quoteOf(cart.slice(1), {
              unavailable: [{ _id: 'prod-biryani', title: 'Biryani', soldOut: true }],
            }),
        },
      );
      await placeTheOrder();
      const message = 'Biryani is sold out. Remove it from your cart to place the order.';
      expect(context().failure).toBe(message);
      expect(announce).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message });
      expect(pay).not.toHaveBeenCalled();
      expect(state()).toEqual({ active: 'ready' });
    });

    it('names the sold-out dishes and those off the menu apart', async () => {
      const { placeTheOrder, context } = start(
        {},
        {
          quote: async () =>
            quoteOf([], {
              unavailable: [
                { _id: 'prod-biryani', title: 'Biryani', soldOut: true },
                { _id: 'prod-gelato', title: 'Gelato' },
                { _id: 'prod-tiramisu', title: 'Tiramisu', soldOut: true },
              ],
            }),
        },
      );
      await placeTheOrder();
      expect(context().failure).toBe(
        'Biryani, Tiramisu are sold out. Gelato is no longer on the menu. Remove them from your cart to place the order.',
      );
    });

    it('charges nothing when the prices changed, shows the new total, and pays it on the next press', async () => {
      const dearer = cart.map((item) => ({ ...item, price: String(Number(item.price) + 10) }));
      const { pay, placeOrder, placeTheOrder, context } = start(
        {},
        { quote: async () => quoteOf(dearer) },
      );
      await placeTheOrder();
      expect(context().failure).toBe(CHECKOUT_MESSAGES.pricesChanged(620));
      expect(pay).not.toHaveBeenCalled();

      await placeTheOrder();
      expect(pay.mock.calls[0]![0].amountPaise).toBe(620 * 100);
      expect(placeOrder.mock.calls[0]![0].items.map(({ price }) => price)).toEqual(['210', '100']);
    });

    it('charges nothing when the cart changed elsewhere (the quote has other dishes)', async () => {
      const { pay, placeTheOrder, context } = start(
        {},
        { quote: async () => quoteOf([...cart, line('Gelato', '150')]) },
      );
      await placeTheOrder();
      expect(context().failure).toBe(CHECKOUT_MESSAGES.cartChanged);
      expect(pay).not.toHaveBeenCalled();
    });

    it("has the backend create the quote's payment, pays its order, and sends the provider's signature with the order (D33)", async () => {
      const { createPayment, pay, placeOrder, placeTheOrder } = start(
        {},
        { pay: async () => ({ status: 'paid', paymentId: 'pay_1', signature: 'c0ffee' }) },
      );
      await placeTheOrder();
      expect(createPayment).toHaveBeenCalledExactlyOnceWith(quoteOf(cart));
      expect(pay).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ orderId: 'order_test_1', amountPaise: 59_000 }),
      );
      expect(placeOrder).toHaveBeenCalledExactlyOnceWith({
        payment: { id: 'payment-1', paymentId: 'pay_1', signature: 'c0ffee' },
        address: home,
        items: cart,
      });
    });

    it("opens the provider with Razorpay's key id when the backend created the payment with Razorpay", async () => {
      const { pay, placeTheOrder } = start(
        {},
        {
          createPayment: async (quoted) =>
            paymentOf(quoted, { provider: 'razorpay', orderId: 'order_R1', keyId: 'rzp_test_key' }),
        },
      );
      await placeTheOrder();
      expect(pay).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ orderId: 'order_R1', keyId: 'rzp_test_key' }),
      );
    });

    it('charges nothing when the payment could not be created; the next press tries again', async () => {
      const { createPayment, pay, placeTheOrder, context, state } = start(
        {},
        {
          createPayment: vi
            .fn<(quote: Quote) => Promise<Payment>>()
            .mockRejectedValueOnce(new ApiError(503, 'The payment provider did not answer.'))
            .mockImplementation(async (quoted) => paymentOf(quoted)),
        },
      );
      await placeTheOrder();
      expect(context().failure).toBe(CHECKOUT_MESSAGES.paymentNotCreated);
      expect(pay).not.toHaveBeenCalled();

      await placeTheOrder();
      expect(createPayment).toHaveBeenCalledTimes(2);
      expect(state()).toBe('placed');
    });

    it('charges nothing when the prices could not be checked; the next press asks again', async () => {
      let asked = 0;
      const { quote, pay, placeTheOrder, context, state } = start(
        {},
        {
          quote: async (pressed) => {
            asked += 1;
            if (asked === 1) throw new ApiError(503, 'Service Unavailable');
            return quoteOf(pressed);
          },
        },
      );
      await placeTheOrder();
      expect(context().failure).toBe(CHECKOUT_MESSAGES.quoteFailed);
      expect(pay).not.toHaveBeenCalled();

      await placeTheOrder();
      expect(quote).toHaveBeenCalledTimes(2);
      expect(state()).toBe('placed');
    });
  });
});
