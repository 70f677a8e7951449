import type { HttpHandler } from 'msw';
import type { Address } from '../../domain/types';
import type { Db } from '../db';
import { handlerOf, notFound, jsonReply } from '../http';

const reply = (addresses: Address[], status = 200) => jsonReply({ addresses }, { status });

/**
 * Extension: the user's delivery addresses, kept on the server so they survive a reload (D3).
 * Each change checks the token in its own statement and is sent as data (D56).
 */
export function addressHandlers(db: Db): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    handle('addresses', ({ user }) => reply(user.addresses)),

    handle(
      'addAddress',
      async ({ email, guard, body }) => {
        const add = { id: crypto.randomUUID(), ...body.address };
        return reply((await db.changeList(email, { list: 'addresses', add }, guard)).items, 201);
      },
      { tokenChecked: 'inWrite' },
    ),

    handle(
      'updateAddress',
      async ({ email, guard, params, body }) => {
        const replace = { id: params.addressId, ...body.address };
        const { items, changed } = await db.changeList(
          email,
          { list: 'addresses', replace },
          guard,
        );
        if (!changed) throw notFound('address', params.addressId);
        return reply(items);
      },
      { tokenChecked: 'inWrite' },
    ),

    handle(
      'deleteAddress',
      async ({ email, guard, params }) => {
        const remove = params.addressId;
        const { items, changed } = await db.changeList(email, { list: 'addresses', remove }, guard);
        if (!changed) throw notFound('address', params.addressId);
        return reply(items);
      },
      { tokenChecked: 'inWrite' },
    ),
  ];
}
