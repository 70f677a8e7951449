import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, INVALID_TOKEN } from '../domain/apiError';
import type { CartItem, Order } from '../domain/types';
import { line } from '../testing/builders';
import { deferred } from '../testing/deferred';
import { reorderMachine, selectReorderingId } from './reorder';

const orderOf = (id: string, products: CartItem[]) => ({ _id: id, products }) as Order;

/** Butter Chicken × 2, Biryani, Gulab Jamun × 3. */
const ORDER = orderOf('order-nov', [
  line('Butter Chicken', 2),
  line('Biryani'),
  line('Gulab Jamun', 3),
]);

interface FakeCart {
  /** Dishes already in the cart when the reorder starts. */
  cart?: CartItem[];
  /** Dishes the catalog no longer has. */
  gone?: string[];
  /** The cart answers 500 from this call on (counting from 1). */
  failFromCall?: number;
  failure?: unknown;
}

/** A cart server as the API answers: 409 for a duplicate (D5), 404 for an unknown dish. */
function start({ cart = [], gone = [], failFromCall, failure }: FakeCart = {}) {
  let lines = cart.map((item) => ({ ...item }));
  let calls = 0;
  const answer = (reply: () => CartItem[]) => {
    calls += 1;
    if (failFromCall !== undefined && calls >= failFromCall) {
      return Promise.reject(failure ?? new ApiError(500, 'Something went wrong'));
    }
    return Promise.resolve()
      .then(reply)
      .then((items) => items.map((item) => ({ ...item })));
  };
  const add = vi.fn((dish: CartItem) =>
    answer(() => {
      if (gone.includes(dish._id)) throw new ApiError(404, `No product "${dish._id}"`);
      if (lines.some((item) => item._id === dish._id)) {
        throw new ApiError(409, `${dish.title} is already in the cart.`);
      }
      lines = [...lines, { ...dish, qty: 1 }];
      return lines;
    }),
  );
  const increase = vi.fn((productId: string) =>
    answer(() => {
      lines = lines.map((item) => (item._id === productId ? { ...item, qty: item.qty + 1 } : item));
      return lines;
    }),
  );
  const takeCart = vi.fn();
  const announce = vi.fn();
  const openCart = vi.fn();
  const actor = createActor(
    reorderMachine.provide({
      actors: {
        addToCart: fromPromise(({ input }) => add(input)),
        increaseQuantity: fromPromise(({ input }) => increase(input)),
      },
      actions: {
        takeCart: (_, cart) => takeCart(cart),
        announce: (_, announcements) => announcements.forEach((each) => announce(each)),
        openCart,
      },
    }),
  ).start();
  const reorder = async (order = ORDER) => {
    actor.send({ type: 'reorder.start', order });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
  };
  const quantities = () => Object.fromEntries(lines.map((item) => [item._id, item.qty]));
  return { actor, reorder, add, increase, takeCart, announce, openCart, quantities };
}

const lastCart = (takeCart: ReturnType<typeof vi.fn>) =>
  (takeCart.mock.lastCall?.[0] as CartItem[]).map((item) => [item._id, item.qty]);

describe('reorderMachine', () => {
  it("puts every dish in the cart with the order's quantities, says so and opens the cart", async () => {
    const { reorder, add, increase, takeCart, announce, openCart, quantities } = start();

    await reorder();

    expect(add.mock.calls.map(([dish]) => dish._id)).toEqual([
      'Butter Chicken',
      'Biryani',
      'Gulab Jamun',
    ]);
    expect(increase.mock.calls).toEqual([['Butter Chicken'], ['Gulab Jamun'], ['Gulab Jamun']]);
    expect(quantities()).toEqual({ 'Butter Chicken': 2, Biryani: 1, 'Gulab Jamun': 3 });
    // Every reply of the server goes to the cart's owner, the last one the whole new cart.
    expect(takeCart).toHaveBeenCalledTimes(6);
    expect(lastCart(takeCart)).toEqual([
      ['Butter Chicken', 2],
      ['Biryani', 1],
      ['Gulab Jamun', 3],
    ]);
    expect(announce.mock.calls).toEqual([
      [
        {
          kind: 'success',
          message: 'Added to your cart: Butter Chicken, Biryani and Gulab Jamun',
        },
      ],
    ]);
    expect(openCart).toHaveBeenCalledOnce();
  });

  it('leaves a dish already in the cart as it is and says which were there', async () => {
    const { reorder, increase, announce, openCart, quantities } = start({
      cart: [line('Biryani', 4), line('Gelato')],
    });

    await reorder();

    expect(quantities()).toEqual({
      Biryani: 4,
      Gelato: 1,
      'Butter Chicken': 2,
      'Gulab Jamun': 3,
    });
    expect(increase).not.toHaveBeenCalledWith('Biryani');
    expect(announce.mock.calls).toEqual([
      [{ kind: 'success', message: 'Added to your cart: Butter Chicken and Gulab Jamun' }],
      [{ kind: 'info', message: 'Already in your cart (quantity unchanged): Biryani' }],
    ]);
    expect(openCart).toHaveBeenCalledOnce();
  });

  it('skips a dish gone from the catalog and says so', async () => {
    const { reorder, announce, openCart, quantities } = start({ gone: ['Biryani'] });

    await reorder();

    expect(quantities()).toEqual({ 'Butter Chicken': 2, 'Gulab Jamun': 3 });
    expect(announce.mock.calls).toEqual([
      [{ kind: 'success', message: 'Added to your cart: Butter Chicken and Gulab Jamun' }],
      [{ kind: 'error', message: 'No longer on the menu, not added: Biryani' }],
    ]);
    expect(openCart).toHaveBeenCalledOnce();
  });

  it('opens the cart even when nothing was added, and says why', async () => {
    const { reorder, takeCart, announce, openCart } = start({
      cart: [line('Biryani')],
      gone: ['Gulab Jamun'],
    });

    await reorder(orderOf('order-small', [line('Biryani'), line('Gulab Jamun', 2)]));

    expect(takeCart).not.toHaveBeenCalled();
    expect(announce.mock.calls).toEqual([
      [{ kind: 'info', message: 'Already in your cart (quantity unchanged): Biryani' }],
      [{ kind: 'error', message: 'No longer on the menu, not added: Gulab Jamun' }],
    ]);
    expect(openCart).toHaveBeenCalledOnce();
  });

  it('stops at a failed call: what was added stays and is said, the cart does not open', async () => {
    // Calls: add Butter Chicken, +1, add Biryani, then the add of Gulab Jamun fails.
    const { actor, reorder, takeCart, announce, openCart, quantities } = start({
      failFromCall: 4,
    });

    await reorder();

    expect(quantities()).toEqual({ 'Butter Chicken': 2, Biryani: 1 });
    expect(lastCart(takeCart)).toEqual([
      ['Butter Chicken', 2],
      ['Biryani', 1],
    ]);
    expect(announce.mock.calls).toEqual([
      [{ kind: 'success', message: 'Added to your cart: Butter Chicken and Biryani' }],
      [
        {
          kind: 'error',
          message: 'We could not put every dish of this order in your cart. Please try again.',
        },
      ],
    ]);
    expect(openCart).not.toHaveBeenCalled();
    expect(selectReorderingId(actor.getSnapshot())).toBeUndefined();
  });

  it('stops when raising a quantity fails', async () => {
    const { reorder, announce, openCart, quantities } = start({ failFromCall: 2 });

    await reorder();

    expect(quantities()).toEqual({ 'Butter Chicken': 1 });
    expect(announce).toHaveBeenLastCalledWith({
      kind: 'error',
      message: 'We could not put every dish of this order in your cart. Please try again.',
    });
    expect(openCart).not.toHaveBeenCalled();
  });

  it('a rejected session is a failure, not a refused dish', async () => {
    const { reorder, add, announce, openCart } = start({
      failFromCall: 1,
      failure: new ApiError(401, INVALID_TOKEN),
    });

    await reorder();

    expect(add).toHaveBeenCalledOnce();
    expect(announce.mock.calls).toEqual([
      [
        {
          kind: 'error',
          message: 'We could not put every dish of this order in your cart. Please try again.',
        },
      ],
    ]);
    expect(openCart).not.toHaveBeenCalled();
  });

  it('names the order on its way, and takes no second order meanwhile', async () => {
    const reply = deferred<CartItem[]>();
    const add = vi.fn(() => reply.promise);
    const actor = createActor(
      reorderMachine.provide({ actors: { addToCart: fromPromise(() => add()) } }),
    ).start();
    expect(selectReorderingId(actor.getSnapshot())).toBeUndefined();

    actor.send({ type: 'reorder.start', order: orderOf('order-a', [line('Biryani')]) });
    actor.send({ type: 'reorder.start', order: orderOf('order-b', [line('Gelato')]) });

    expect(selectReorderingId(actor.getSnapshot())).toBe('order-a');
    reply.resolve([line('Biryani')]);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(add).toHaveBeenCalledOnce();
    expect(selectReorderingId(actor.getSnapshot())).toBeUndefined();
  });

  it('runs again after a reorder: the second one finds the dishes in the cart', async () => {
    const { reorder, announce, openCart } = start();
    await reorder();
    announce.mockClear();

    await reorder();

    expect(announce.mock.calls).toEqual([
      [
        {
          kind: 'info',
          message:
            'Already in your cart (quantity unchanged): Butter Chicken, Biryani and Gulab Jamun',
        },
      ],
    ]);
    expect(openCart).toHaveBeenCalledTimes(2);
  });
});
