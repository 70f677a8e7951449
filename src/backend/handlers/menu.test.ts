import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN } from '../../domain/apiError';
import { STAFF_ONLY } from '../../domain/kitchenErrors';
import { MENU_ERRORS, type MenuDish } from '../../domain/menu';
import type { Order, Product, Quote } from '../../domain/types';
import {
  call,
  cartOf,
  expectError,
  guestToken,
  guestWithCart,
  kitchenToken,
  payForCart,
  orderBody,
  startBackendForEachTest,
} from '../../testing/backendCalls';

startBackendForEachTest();

// The menu is the kitchen's (D42): what staff change, the store sells, from the next request.

type MenuReply = { dishes: MenuDish[]; pictures: string[] };
type DishReply = { dish: MenuDish };

const kitchenMenu = async (token: string) =>
  (await call<MenuReply>('GET', '/api/kitchen/menu', { token })).body;
const dishOf = async (token: string, id: string) =>
  (await kitchenMenu(token)).dishes.find((dish) => dish._id === id)!;
const change = (token: string, id: string, body: unknown) =>
  call<DishReply>('POST', `/api/kitchen/menu/${id}`, { token, body });
const shopperMenu = async () =>
  (await call<{ products: Product[] }>('GET', '/api/products')).body.products;
const addToCart = (token: string, _id: string) =>
  call('POST', '/api/user/cart', { token, body: { product: { _id } } });
const quoteOf = async (token: string) =>
  (await call<{ quote: Quote }>('GET', '/api/user/cart/quote', { token })).body.quote;

const NEW_DISH = {
  title: 'Masala Chai',
  description: 'Black tea simmered with milk, ginger and cardamom.',
  price: '60',
  url: '/images/dishes/mango-lassi.svg',
  isVegetarian: true,
  categoryName: 'Indian',
  restaurant: 'Dosa Corner',
};

const MENU_ROUTES: [string, string][] = [
  ['GET', '/api/kitchen/menu'],
  ['POST', '/api/kitchen/menu'],
  ['POST', '/api/kitchen/menu/prod-biryani'],
];

describe('the menu is the kitchen’s (D42)', () => {
  it.each(MENU_ROUTES)(
    '%s %s answers 401 without a token, 403 to a shopper',
    async (method, path) => {
      expectError(await call(method, path), 401, INVALID_TOKEN);
      expectError(await call(method, path, { token: await guestToken() }), 403, STAFF_ONLY);
    },
  );

  it('staff read every dish, available, at version 1, and the pictures a new dish may have', async () => {
    const { dishes, pictures } = await kitchenMenu(await kitchenToken());

    expect(dishes).toHaveLength(30);
    expect(dishes.every((dish) => !dish.soldOut && !dish.hidden && dish.version === 1)).toBe(true);
    expect(pictures).toHaveLength(30);
    expect(pictures).toContain('/images/dishes/biryani.svg');
  });

  it('a dish sold out in one tap says so in the store, and cannot be added to a cart', async () => {
    const staff = await kitchenToken();
    const soldOut = await change(staff, 'prod-biryani', { version: 1, soldOut: true });
    expect(soldOut.status).toBe(200);
    expect(soldOut.body.dish).toMatchObject({ soldOut: true, version: 2 });

    expect((await shopperMenu()).find((dish) => dish._id === 'prod-biryani')?.soldOut).toBe(true);
    const shopper = await guestToken();
    expectError(await addToCart(shopper, 'prod-biryani'), 409, MENU_ERRORS.soldOut('Biryani'));
    // A wish for another day is still a wish.
    const wished = await call('POST', '/api/user/wishlist', {
      token: shopper,
      body: { product: { _id: 'prod-biryani' } },
    });
    expect(wished.status).toBe(201);

    await change(staff, 'prod-biryani', { version: 2, soldOut: false });
    expect((await addToCart(shopper, 'prod-biryani')).status).toBe(201);
  });

  it('a dish sold out while in a cart is quoted apart, and cannot be paid for', async () => {
    const { token } = await guestWithCart();
    await change(await kitchenToken(), 'prod-gelato', { version: 1, soldOut: true });

    const quote = await quoteOf(token);
    expect(quote.unavailable).toEqual([{ _id: 'prod-gelato', title: 'Gelato', soldOut: true }]);
    expect(quote.products.map((line) => line._id)).toEqual(['prod-biryani']);
    // The cart keeps it, as the shopper left it, until they remove it.
    expect((await cartOf(token)).map((item) => item._id)).toEqual(['prod-biryani', 'prod-gelato']);
  });

  it('a price changed between the quote and the order: the order is at the quoted price', async () => {
    const { token, cart } = await guestWithCart();
    const [payment] = await payForCart(token);
    await change(await kitchenToken(), 'prod-biryani', { version: 1, price: '260' });

    const placed = await call<{ order: Order }>('POST', '/api/user/orders', {
      token,
      body: orderBody(payment!, cart, 600),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.products.find((line) => line._id === 'prod-biryani')?.price).toBe(
      '200',
    );
    // The next quote is at the new price.
    await addToCart(token, 'prod-biryani');
    expect((await quoteOf(token)).totalPrice).toBe(360);
  });

  it('of two changes made on one version, one is saved and the other is a 409 naming the dish', async () => {
    const staff = await kitchenToken();
    const replies = await Promise.all([
      change(staff, 'prod-biryani', { version: 1, price: '210' }),
      change(staff, 'prod-biryani', { version: 1, price: '220' }),
    ]);

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const saved = replies.find((reply) => reply.status === 200)!.body.dish;
    expectError(
      replies.find((reply) => reply.status === 409)!,
      409,
      MENU_ERRORS.conflict('Biryani'),
    );
    expect(await dishOf(staff, 'prod-biryani')).toEqual(saved);
    expect((await shopperMenu()).find((dish) => dish._id === 'prod-biryani')?.price).toBe(
      saved.price,
    );
  });

  it.each([
    [{ version: 1, price: '12.5' }, MENU_ERRORS.price],
    [{ version: 1, price: '0' }, MENU_ERRORS.price],
    [{ version: 1, price: '5001' }, MENU_ERRORS.price],
    [{ version: 1, price: 250 }, MENU_ERRORS.price],
    [{ version: 1, description: ' ' }, 'description is required'],
    [{ version: 1, description: 'x'.repeat(301) }, 'description must be at most 300 characters'],
    [{ version: 1, soldOut: 'yes' }, 'soldOut must be true or false'],
    [{ version: 1 }, MENU_ERRORS.noChange],
    [{ soldOut: true }, 'version must be the version of the dish you changed'],
  ])('a change %j is a 400: %s, and changes nothing', async (body, message) => {
    const staff = await kitchenToken();
    expectError(await change(staff, 'prod-biryani', body), 400, message);
    expect((await dishOf(staff, 'prod-biryani')).version).toBe(1);
  });

  it('a change of an unknown dish is a 404', async () => {
    expectError(
      await change(await kitchenToken(), 'prod-nope', { version: 1, soldOut: true }),
      404,
      'The product "prod-nope" does not exist.',
    );
  });

  it('a hidden dish leaves the store, but stays readable in the orders that have it', async () => {
    const { token, cart } = await guestWithCart();
    const [payment] = await payForCart(token);
    const placed = await call<{ order: Order }>('POST', '/api/user/orders', {
      token,
      body: orderBody(payment!, cart, 600),
    });
    await change(await kitchenToken(), 'prod-gelato', { version: 1, hidden: true });

    expect((await shopperMenu()).some((dish) => dish._id === 'prod-gelato')).toBe(false);
    expectError(
      await call('GET', '/api/products/prod-gelato'),
      404,
      'The product "prod-gelato" does not exist.',
    );
    expectError(
      await addToCart(token, 'prod-gelato'),
      404,
      'The product "prod-gelato" does not exist.',
    );
    const order = await call<{ order: Order }>('GET', `/api/user/orders/${placed.body.order._id}`, {
      token,
    });
    expect(order.body.order.products.map((line) => line.title)).toContain('Gelato');
  });

  it('a new dish joins the menu at its end, with an id from its title', async () => {
    const staff = await kitchenToken();
    const added = await call<DishReply>('POST', '/api/kitchen/menu', {
      token: staff,
      body: { dish: NEW_DISH },
    });

    expect(added.status).toBe(201);
    expect(added.body.dish).toMatchObject({
      ...NEW_DISH,
      _id: 'prod-masala-chai',
      soldOut: false,
      hidden: false,
      version: 1,
    });
    expect((await shopperMenu()).at(-1)?._id).toBe('prod-masala-chai');
    expect((await addToCart(await guestToken(), 'prod-masala-chai')).status).toBe(201);
  });

  it.each([
    [{ ...NEW_DISH, title: 'biryani' }, 409, MENU_ERRORS.titleTaken('biryani')],
    [{ ...NEW_DISH, url: '/images/elsewhere.png' }, 400, MENU_ERRORS.picture],
    [{ ...NEW_DISH, title: '' }, 400, 'title is required'],
    [{ ...NEW_DISH, price: '0' }, 400, MENU_ERRORS.price],
    [
      { ...NEW_DISH, categoryName: 'Thai' },
      400,
      'categoryName must be one of Indian, Chinese, Italian',
    ],
    [{ ...NEW_DISH, isVegetarian: 'no' }, 400, 'isVegetarian must be true or false'],
  ])(
    'a new dish %j is refused (%i: %s), and the menu stays as it was',
    async (dish, status, message) => {
      const staff = await kitchenToken();
      expectError(
        await call('POST', '/api/kitchen/menu', { token: staff, body: { dish } }),
        status,
        message,
      );
      expect((await kitchenMenu(staff)).dishes).toHaveLength(30);
    },
  );
});

describe('the catalog revalidates (D42)', () => {
  it('the dishes answer with an ETag, a 304 to a client that has them, and a new one after a change', async () => {
    const first = await call('GET', '/api/products');
    expect(first.etag).toMatch(/^"[^"]+"$/);

    const again = await call('GET', '/api/products', { headers: { 'If-None-Match': first.etag! } });
    expect(again.status).toBe(304);

    await change(await kitchenToken(), 'prod-biryani', { version: 1, price: '240' });
    const changed = await call<{ products: Product[] }>('GET', '/api/products', {
      headers: { 'If-None-Match': first.etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.body.products.find((dish) => dish._id === 'prod-biryani')?.price).toBe('240');
  });

  it('each dish answers with an ETag and a 304 too, and its new price with a new one', async () => {
    const dish = '/api/products/prod-biryani';
    const first = await call('GET', dish);
    const again = await call('GET', dish, {
      headers: { 'If-None-Match': `W/${first.etag!}, "other"` },
    });
    await change(await kitchenToken(), 'prod-biryani', { version: 1, price: '260' });
    const changed = await call<{ product: Product }>('GET', dish, {
      headers: { 'If-None-Match': first.etag! },
    });

    expect(again.status).toBe(304);
    expect(changed.status).toBe(200);
    expect(changed.body.product.price).toBe('260');
  });
});
