import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listsMachine, type ListsCall, type ListsEmitted, type ShopperLists } from './lists';
import { line, product, saved } from '../testing/builders';
import { deferred } from '../testing/deferred';
const biryani = product('prod-biryani');
const gelato = product('prod-gelato');

const REJECTED = new Error('The token is invalid.');

interface Server {
  load?: (token: string) => Promise<Required<ShopperLists>>;
  send?: (call: ListsCall) => Promise<ShopperLists>;
}

function start(server: Server = {}, { token }: { token?: string } = { token: 'token-1' }) {
  const load = vi.fn(server.load ?? (async () => ({ cart: [line('prod-biryani')], wishlist: [] })));
  const send = vi.fn(server.send ?? (async () => ({})));
  const actor = createActor(
    listsMachine.provide({
      actors: {
        loadLists: fromPromise(({ input }) => load(input.token)),
        sendCall: fromPromise(({ input }) => send(input.call)),
      },
      guards: { sessionRejected: (_, { error }) => error === REJECTED },
    }),
    { input: { token } },
  );
  const emitted: ListsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const settled = () =>
    waitFor(actor, ({ context: { busyIds } }) => busyIds.cart.size + busyIds.wishlist.size === 0);
  return { actor, load, send, emitted, context, settled };
}

describe('listsMachine', () => {
  it('loads both lists for a token; a visitor has none and is sent to log in', async () => {
    const shop = start();
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));
    expect(shop.context().cart).toEqual([line('prod-biryani')]);
    expect(shop.load).toHaveBeenCalledWith('token-1');

    const visitor = start({}, {});
    visitor.actor.send({ type: 'cart.add', product: biryani });
    visitor.actor.send({ type: 'wishlist.toggle', product: biryani });
    expect(visitor.context().cart).toBeUndefined();
    expect(visitor.load).not.toHaveBeenCalled();
    expect(visitor.send).not.toHaveBeenCalled();
    expect(visitor.emitted).toEqual([{ type: 'loginNeeded' }, { type: 'loginNeeded' }]);
  });

  it('a quantity shows at once, the product waits, and the reply replaces the cart', async () => {
    const reply = deferred<ShopperLists>();
    const shop = start({ send: () => reply.promise });
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));

    shop.actor.send({
      type: 'cart.changeQuantity',
      productId: 'prod-biryani',
      action: 'increment',
    });

    expect(shop.context().cart).toEqual([line('prod-biryani', 2)]);
    expect(shop.context().busyIds).toEqual({
      cart: new Set(['prod-biryani']),
      wishlist: new Set(),
    });
    expect(shop.send).toHaveBeenCalledWith({
      kind: 'changeQuantity',
      productId: 'prod-biryani',
      action: 'increment',
      toast: undefined,
    });
    reply.resolve({ cart: [line('prod-biryani', 2), line('prod-gelato')] });
    await shop.settled();
    expect(shop.context().cart).toEqual([line('prod-biryani', 2), line('prod-gelato')]);
    expect(shop.emitted).toEqual([]);
  });

  it("a dish's heart does not wait for its cart call, nor its cart for a heart", async () => {
    const cartReply = deferred<ShopperLists>();
    const shop = start({
      send: (call) => (call.kind === 'addToCart' ? cartReply.promise : Promise.resolve({})),
    });
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));

    shop.actor.send({ type: 'cart.add', product: gelato });
    expect(shop.context().busyIds).toEqual({ cart: new Set(['prod-gelato']), wishlist: new Set() });
    shop.actor.send({ type: 'wishlist.toggle', product: gelato });
    expect(shop.context().busyIds).toEqual({
      cart: new Set(['prod-gelato']),
      wishlist: new Set(['prod-gelato']),
    });
    cartReply.resolve({ cart: [line('prod-biryani'), line('prod-gelato')] });
    await shop.settled();
    expect(shop.send).toHaveBeenNthCalledWith(1, { kind: 'addToCart', product: gelato });
    expect(shop.send).toHaveBeenNthCalledWith(2, { kind: 'addToWishlist', product: gelato });
    expect(shop.context().cart).toEqual([line('prod-biryani'), line('prod-gelato')]);
  });

  it("the wishlist's 'Increase cart quantity' says so when the server agrees", async () => {
    const shop = start({ send: async () => ({ cart: [line('prod-biryani', 2)] }) });
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));

    shop.actor.send({ type: 'cart.increaseFromWishlist', productId: 'prod-biryani' });
    await shop.settled();

    expect(shop.emitted).toEqual([
      { type: 'notify', kind: 'notice', message: 'Quantity increased by 1' },
    ]);
  });

  it('a failed call is taken back, said, and both lists are reloaded quietly', async () => {
    let loads = 0;
    const shop = start({
      load: async () => {
        loads += 1;
        return { cart: [line('prod-biryani', loads === 1 ? 1 : 5)], wishlist: [] };
      },
      send: async () => {
        throw new Error('The change could not be saved.');
      },
    });
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));

    shop.actor.send({
      type: 'cart.changeQuantity',
      productId: 'prod-biryani',
      action: 'increment',
    });
    await shop.settled();

    expect(shop.emitted).toEqual([
      { type: 'notify', kind: 'error', message: 'The change could not be saved.' },
    ]);
    await waitFor(shop.actor, (snapshot) => snapshot.context.cart?.[0]?.qty === 5);
    expect(shop.context().loadFailed).toBe(false);
  });

  it('a heart shows at once both ways, and a refused one comes back', async () => {
    let refuse = false;
    let wishlist = [saved('prod-gelato')];
    const shop = start({
      load: async () => ({ cart: [], wishlist }),
      send: async (call) => {
        if (refuse) throw new Error('No.');
        wishlist =
          call.kind === 'addToWishlist'
            ? [...wishlist, saved(call.product._id)]
            : wishlist.filter((item) => !('productId' in call) || item._id !== call.productId);
        return { wishlist };
      },
    });
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));

    shop.actor.send({ type: 'wishlist.toggle', product: biryani });
    expect(shop.context().wishlist?.map((item) => item._id)).toEqual([
      'prod-gelato',
      'prod-biryani',
    ]);
    await shop.settled();
    shop.actor.send({ type: 'wishlist.toggle', product: gelato });
    expect(shop.send.mock.calls.at(-1)).toEqual([
      { kind: 'removeFromWishlist', productId: 'prod-gelato' },
    ]);
    await shop.settled();
    expect(shop.emitted.map((event) => 'message' in event && event.message)).toEqual([
      'Successfully added to Wishlist',
      'Removed from Wishlist',
    ]);

    refuse = true;
    const before = shop.context().wishlist;
    shop.actor.send({ type: 'wishlist.toggle', product: gelato });
    expect(shop.context().wishlist).toHaveLength(before!.length + 1);
    await shop.settled();
    expect(shop.context().wishlist).toEqual(before);
  });

  it('a heart and a dish added while the lists load stay, though the load read them before', async () => {
    // Taps made as the page hydrates: the lists' load is under way, and read before the calls.
    const loaded = deferred<Required<ShopperLists>>();
    const shop = start({
      load: () => loaded.promise,
      send: async (call) =>
        call.kind === 'addToCart'
          ? { cart: [line('prod-biryani')] }
          : { wishlist: [saved('prod-biryani')] },
    });

    shop.actor.send({ type: 'cart.add', product: biryani });
    shop.actor.send({ type: 'wishlist.toggle', product: biryani });
    await shop.settled();
    loaded.resolve({ cart: [], wishlist: [] });
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));

    expect(shop.context().cart).toEqual([line('prod-biryani')]);
    expect(shop.context().wishlist).toEqual([saved('prod-biryani')]);
  });

  it('a load that fails is said once and waits for Try again', async () => {
    let fail = true;
    const shop = start({
      load: async () => {
        if (fail) throw new Error('offline');
        return { cart: [], wishlist: [] };
      },
    });
    await waitFor(shop.actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(shop.context().loadFailed).toBe(true);
    expect(shop.emitted).toEqual([
      {
        type: 'notify',
        kind: 'error',
        message: 'We could not load your cart and wishlist. Please try again.',
      },
    ]);

    fail = false;
    shop.actor.send({ type: 'lists.reload' });

    expect(shop.context().loadFailed).toBe(false);
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));
    expect(shop.context().cart).toEqual([]);
  });

  it('a rejected token, on load or on a call, ends the session and says nothing else', async () => {
    const onLoad = start({
      load: async () => {
        throw REJECTED;
      },
    });
    await waitFor(onLoad.actor, (snapshot) => snapshot.matches('visitor'));
    expect(onLoad.emitted).toEqual([{ type: 'sessionRejected' }]);

    const onCall = start({
      send: async () => {
        throw REJECTED;
      },
    });
    await waitFor(onCall.actor, (snapshot) => snapshot.matches('ready'));
    onCall.actor.send({ type: 'cart.remove', productId: 'prod-biryani' });
    await onCall.settled();
    expect(onCall.emitted).toEqual([{ type: 'sessionRejected' }]);
    expect(onCall.load).toHaveBeenCalledOnce();
  });

  it("a new session starts from nothing and ignores the old session's calls", async () => {
    const reply = deferred<ShopperLists>();
    const shop = start({ send: () => reply.promise });
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));
    shop.actor.send({ type: 'cart.add', product: gelato });

    shop.actor.send({ type: 'session.changed', token: undefined });
    reply.resolve({ cart: [line('prod-gelato')] });
    await Promise.resolve();

    expect(shop.context().cart).toBeUndefined();
    expect(shop.context().busyIds).toEqual({ cart: new Set(), wishlist: new Set() });
    expect(shop.actor.getSnapshot().value).toBe('visitor');
    expect(shop.emitted).toEqual([]);
  });

  it('a reply from another route replaces the cart', async () => {
    const shop = start();
    await waitFor(shop.actor, (snapshot) => snapshot.matches('ready'));

    shop.actor.send({ type: 'cart.replace', cart: [] });

    expect(shop.context().cart).toEqual([]);
  });
});
