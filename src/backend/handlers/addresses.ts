import type { HttpHandler } from 'msw';
import type { Address } from '../../domain/types';
import type { Db, StoredUser } from '../db';
import { handlerOf, notFound, jsonReply } from '../http';

function addressIndex(addresses: Address[], addressId: string): number {
  const index = addresses.findIndex((address) => address.id === addressId);
  if (index === -1) throw notFound('address', addressId);
  return index;
}

const reply = (user: StoredUser, status = 200) =>
  jsonReply({ addresses: user.addresses }, { status });

/** Extension: the user's delivery addresses, kept on the server so they survive a reload (D3). */
export function addressHandlers(db: Db): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    handle('addresses', ({ user }) => reply(user)),

    handle('addAddress', async ({ user, body }) => {
      const updated = await db.updateUser(
        user.email,
        (draft) => {
          draft.addresses.push({ id: crypto.randomUUID(), ...body.address });
        },
        user,
      );
      return reply(updated, 201);
    }),

    handle('updateAddress', async ({ user, params, body }) => {
      const updated = await db.updateUser(
        user.email,
        (draft) => {
          draft.addresses[addressIndex(draft.addresses, params.addressId)] = {
            id: params.addressId,
            ...body.address,
          };
        },
        user,
      );
      return reply(updated);
    }),

    handle('deleteAddress', async ({ user, params }) => {
      const updated = await db.updateUser(
        user.email,
        (draft) => {
          draft.addresses.splice(addressIndex(draft.addresses, params.addressId), 1);
        },
        user,
      );
      return reply(updated);
    }),
  ];
}
