import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Address, AddressInput } from '../../domain/types';
import type { Db, StoredUser } from '../db';
import { apiPath, notFound, readJsonBody, userRoute } from '../http';
import { parseAddressInput, requiredObject } from '../validation';

async function readAddress(request: Request): Promise<AddressInput> {
  return parseAddressInput(requiredObject(await readJsonBody(request), 'address'));
}

function addressIndex(addresses: Address[], addressId: string): number {
  const index = addresses.findIndex((address) => address.id === addressId);
  if (index === -1) throw notFound('address', addressId);
  return index;
}

const reply = (user: StoredUser, status = 200) =>
  HttpResponse.json({ addresses: user.addresses }, { status });

/** Extension: the user's delivery addresses, kept on the server so they survive a reload (D3). */
export function addressHandlers(db: Db): HttpHandler[] {
  return [
    http.get(
      apiPath('/api/user/addresses'),
      userRoute(db, ({ user }) => reply(user)),
    ),

    http.post(
      apiPath('/api/user/addresses'),
      userRoute(db, async ({ user, request }) => {
        const address = await readAddress(request);
        const updated = await db.updateUser(user.email, (draft) => {
          draft.addresses.push({ id: crypto.randomUUID(), ...address });
        });
        return reply(updated, 201);
      }),
    ),

    http.post<{ addressId: string }>(
      apiPath('/api/user/addresses/:addressId'),
      userRoute(db, async ({ user, params, request }) => {
        const address = await readAddress(request);
        const updated = await db.updateUser(user.email, (draft) => {
          draft.addresses[addressIndex(draft.addresses, params.addressId)] = {
            id: params.addressId,
            ...address,
          };
        });
        return reply(updated);
      }),
    ),

    http.delete<{ addressId: string }>(
      apiPath('/api/user/addresses/:addressId'),
      userRoute(db, async ({ user, params }) => {
        const updated = await db.updateUser(user.email, (draft) => {
          draft.addresses.splice(addressIndex(draft.addresses, params.addressId), 1);
        });
        return reply(updated);
      }),
    ),
  ];
}
