import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../domain/types';
import { findProduct } from '../seed/catalog';
import {
  call,
  expectError,
  guestToken,
  TIMESTAMP,
  startBackendForEachTest,
} from '../../testing/backendCalls';

startBackendForEachTest();

describe.each([
  { list: 'cart', extraFields: { qty: 1 } },
  { list: 'wishlist', extraFields: {} },
])('$list', ({ list, extraFields }) => {
  const path = `/api/user/${list}`;
  const add = (token: string, product: unknown) => call('POST', path, { token, body: { product } });
  const read = async (token: string) =>
    (await call<Record<string, WishlistItem[]>>('GET', path, { token })).body[list];

  it(`the demo user starts with an empty ${list}`, async () => {
    const reply = await call('GET', path, { token: await guestToken() });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ [list]: [] });
  });

  it(`adding a product gets 201 and the ${list} with the catalog's copy of it`, async () => {
    const token = await guestToken();

    // The client's copy is ignored: the server stores its own catalog entry.
    const reply = await add(token, { _id: 'prod-biryani', price: '1', title: 'Free food' });

    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      [list]: [
        {
          ...findProduct('prod-biryani'),
          ...extraFields,
          createdAt: expect.stringMatching(TIMESTAMP),
          updatedAt: expect.stringMatching(TIMESTAMP),
        },
      ],
    });
    expect(await read(token)).toEqual(reply.body[list]);
  });

  it(`adding a product that is already in the ${list} gets 409 and leaves it as it was`, async () => {
    const token = await guestToken();
    await add(token, { _id: 'prod-biryani' });
    const before = await read(token);

    const reply = await add(token, { _id: 'prod-biryani' });

    expectError(reply, 409, `Biryani is already in the ${list}.`);
    expect(await read(token)).toEqual(before);
  });

  it(`adding an unknown product to the ${list} gets 404`, async () => {
    const reply = await add(await guestToken(), { _id: 'nope' });

    expectError(reply, 404, 'The product "nope" does not exist.');
  });

  it.each([undefined, {}, { _id: '' }, 'prod-biryani'])(
    `adding %j as the product to the ${list} gets 400`,
    async (product) => {
      expectError(await add(await guestToken(), product), 400, 'product is required');
    },
  );

  it(`removing a product gets 200 and the ${list} without it`, async () => {
    const token = await guestToken();
    await add(token, { _id: 'prod-biryani' });
    await add(token, { _id: 'prod-gelato' });

    const reply = await call<Record<string, WishlistItem[]>>('DELETE', `${path}/prod-biryani`, {
      token,
    });

    expect(reply.status).toBe(200);
    expect(reply.body[list]?.map((item) => item._id)).toEqual(['prod-gelato']);
    expect(await read(token)).toEqual(reply.body[list]);
  });

  it(`removing a product that is not in the ${list} gets 200 and the ${list} as it was`, async () => {
    const token = await guestToken();
    await add(token, { _id: 'prod-gelato' });
    const before = await read(token);

    const reply = await call('DELETE', `${path}/prod-biryani`, { token });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ [list]: before });
  });

  describe('two tabs at once', () => {
    const ids = async (token: string) => (await read(token))?.map((item) => item._id).sort();

    it(`adding two products: both are in the ${list}`, async () => {
      const token = await guestToken();

      const replies = await Promise.all([
        add(token, { _id: 'prod-biryani' }),
        add(token, { _id: 'prod-gelato' }),
      ]);

      expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
      expect(await ids(token)).toEqual(['prod-biryani', 'prod-gelato']);
    });

    it(`adding one product: one gets 201, the other 409, and it is in the ${list} once`, async () => {
      const token = await guestToken();

      const replies = await Promise.all([
        add(token, { _id: 'prod-biryani' }),
        add(token, { _id: 'prod-biryani' }),
      ]);

      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
      expect(await ids(token)).toEqual(['prod-biryani']);
    });

    it(`taking one product out while adding another: the ${list} has only the new one`, async () => {
      const token = await guestToken();
      await add(token, { _id: 'prod-biryani' });

      const replies = await Promise.all([
        call('DELETE', `${path}/prod-biryani`, { token }),
        add(token, { _id: 'prod-gelato' }),
      ]);

      expect(replies.map((reply) => reply.status)).toEqual([200, 201]);
      expect(await ids(token)).toEqual(['prod-gelato']);
    });
  });
});
