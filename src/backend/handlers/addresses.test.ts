import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address, AddressInput } from '../../domain/types';
import { call, expectError, guestToken, startBackendForEachTest } from '../../testing/backendCalls';

startBackendForEachTest();

type AddressesBody = { addresses: Address[] };

const [home, office] = DEMO_ADDRESSES as [AddressInput, AddressInput];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const addAddress = (token: string, address: unknown) =>
  call<AddressesBody>('POST', '/api/user/addresses', { token, body: { address } });

describe('addresses', () => {
  it('the demo user gets 200 and the first demo address', async () => {
    const reply = await call<AddressesBody>('GET', '/api/user/addresses', {
      token: await guestToken(),
    });

    expect(reply.status).toBe(200);
    expect(reply.body.addresses).toEqual([{ id: expect.any(String), ...home }]);
  });

  it('adding an address gets 201 and the list with it, trimmed, under a new id', async () => {
    const reply = await addAddress(await guestToken(), { ...office, name: `  ${office.name} ` });

    expect(reply.status).toBe(201);
    expect(reply.body.addresses).toHaveLength(2);
    expect(reply.body.addresses[1]).toEqual({ id: expect.stringMatching(UUID), ...office });
  });

  it('adding without an address gets 400', async () => {
    expectError(await addAddress(await guestToken(), undefined), 400, 'address is required');
  });

  it.each(['name', 'phone', 'city', 'pin', 'profileState', 'addressText'])(
    'an address with a blank %s gets 400 naming the field',
    async (field) => {
      const reply = await addAddress(await guestToken(), { ...office, [field]: '   ' });

      expectError(reply, 400, `${field} is required`);
    },
  );

  it.each([
    ['phone', '98765', 'phone must be 10 digits'],
    ['phone', '98765432101', 'phone must be 10 digits'],
    ['pin', '4110', 'pin must be 6 digits'],
    ['pin', '41100A', 'pin must be 6 digits'],
  ])('an address with %s %j gets 400 and says why', async (field, value, message) => {
    const reply = await addAddress(await guestToken(), { ...office, [field]: value });

    expectError(reply, 400, message);
  });

  it('updating an address gets 200 and the list with it changed, same id', async () => {
    const token = await guestToken();
    const { body } = await call<AddressesBody>('GET', '/api/user/addresses', { token });
    const id = body.addresses[0]?.id;

    const reply = await call<AddressesBody>('POST', `/api/user/addresses/${id}`, {
      token,
      body: { address: office },
    });

    expect(reply.status).toBe(200);
    expect(reply.body.addresses).toEqual([{ id, ...office }]);
  });

  it('updating an unknown address gets 404', async () => {
    const reply = await call('POST', '/api/user/addresses/nope', {
      token: await guestToken(),
      body: { address: office },
    });

    expectError(reply, 404, 'The address "nope" does not exist.');
  });

  it('updating with an invalid address gets 400', async () => {
    const token = await guestToken();
    const { body } = await call<AddressesBody>('GET', '/api/user/addresses', { token });

    const reply = await call('POST', `/api/user/addresses/${body.addresses[0]?.id}`, {
      token,
      body: { address: { ...office, pin: '1' } },
    });

    expectError(reply, 400, 'pin must be 6 digits');
  });

  it('deleting an address gets 200 and the list without it', async () => {
    const token = await guestToken();
    const added = await addAddress(token, office);
    const first = added.body.addresses[0]?.id;

    const reply = await call<AddressesBody>('DELETE', `/api/user/addresses/${first}`, { token });

    expect(reply.status).toBe(200);
    expect(reply.body.addresses).toEqual([added.body.addresses[1]]);
  });

  it('deleting an unknown address gets 404', async () => {
    const reply = await call('DELETE', '/api/user/addresses/nope', { token: await guestToken() });

    expectError(reply, 404, 'The address "nope" does not exist.');
  });

  describe('two tabs at once', () => {
    const namesOf = async (token: string) =>
      (await call<AddressesBody>('GET', '/api/user/addresses', { token })).body.addresses.map(
        ({ name }) => name,
      );

    it('adding two addresses: both are kept', async () => {
      const token = await guestToken();

      const replies = await Promise.all([
        addAddress(token, { ...office, name: 'Office' }),
        addAddress(token, { ...office, name: 'Studio' }),
      ]);

      expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
      expect((await namesOf(token)).toSorted()).toEqual([home.name, 'Office', 'Studio'].sort());
    });

    it('changing one address while another is taken out: both land', async () => {
      const token = await guestToken();
      const [first, second] = (await addAddress(token, office)).body.addresses as [
        Address,
        Address,
      ];

      const replies = await Promise.all([
        call('POST', `/api/user/addresses/${first.id}`, {
          token,
          body: { address: { ...home, name: 'Home, renamed' } },
        }),
        call('DELETE', `/api/user/addresses/${second.id}`, { token }),
      ]);

      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      expect(await namesOf(token)).toEqual(['Home, renamed']);
    });
  });
});
