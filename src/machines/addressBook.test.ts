import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EMPTY_ADDRESS } from '../domain/address';
import { DEMO_ADDRESSES } from '../domain/demoAddresses';
import type { Address, AddressInput } from '../domain/types';
import {
  addressBookMachine,
  selectFormMode,
  selectIsSaving,
  type UpdateAddressInput,
} from './addressBook';
import { deferred } from '../testing/deferred';
import { fakeAddressServer } from '../testing/fakeAddressServer';

const [asha, rohan, meera] = DEMO_ADDRESSES as [AddressInput, AddressInput, AddressInput];
const saved: Address[] = [
  { id: 'addr-1', ...asha },
  { id: 'addr-2', ...rohan },
];

interface FakeServer {
  load?: () => Promise<Address[]>;
  add?: (address: AddressInput) => Promise<Address[]>;
  update?: (input: UpdateAddressInput) => Promise<Address[]>;
  remove?: (id: string) => Promise<Address[]>;
}

/** The shared fake server holding `initial`, with each call replaceable and recorded. */
function start(overrides: FakeServer = {}, initial: AddressInput[] = [asha, rohan]) {
  const fake = fakeAddressServer(initial);
  const server = {
    load: vi.fn(overrides.load ?? fake.load),
    add: vi.fn(overrides.add ?? fake.add),
    update: vi.fn(
      overrides.update ?? (({ id, address }: UpdateAddressInput) => fake.update(id, address)),
    ),
    remove: vi.fn(overrides.remove ?? fake.remove),
  };
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise(() => server.load()),
        addAddress: fromPromise(({ input }) => server.add(input)),
        updateAddress: fromPromise(({ input }) => server.update(input)),
        deleteAddress: fromPromise(({ input }) => server.remove(input)),
      },
    }),
  );
  actor.start();
  const settled = () =>
    waitFor(
      actor,
      (snapshot) =>
        !snapshot.matches('loading') && !selectIsSaving(snapshot) && !snapshot.matches('deleting'),
    );
  const fillWith = (address: AddressInput) => actor.send({ type: 'address.fill', address });
  return { actor, server, settled, fillWith, context: () => actor.getSnapshot().context };
}

describe('addressBookMachine', () => {
  describe('loading', () => {
    it('starts by loading the saved addresses, then shows them', async () => {
      const { actor, server, settled, context } = start();
      expect(actor.getSnapshot().value).toBe('loading');
      await settled();
      expect(server.load).toHaveBeenCalledOnce();
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().addresses).toEqual(saved);
      expect(context().failure).toBeUndefined();
      expect(selectFormMode(actor.getSnapshot())).toBeUndefined();
    });

    it('shows an empty list when there is nothing saved', async () => {
      const { actor, settled, context } = start({}, []);
      await settled();
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().addresses).toEqual([]);
    });

    it('fails with the reason when the load fails', async () => {
      const { actor, settled, context } = start({
        load: async () => {
          throw new Error('Network down');
        },
      });
      await settled();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(context().failure).toBe('Network down');
      expect(context().addresses).toEqual([]);
    });

    it('keeps a thrown non-Error as text', async () => {
      const { settled, context } = start({ load: () => Promise.reject('offline') });
      await settled();
      expect(context().failure).toBe('offline');
    });

    it('loads again on retry and shows the list once it arrives', async () => {
      let attempt = 0;
      const { actor, server, settled, context } = start({
        load: async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('Network down');
          return saved;
        },
      });
      await settled();
      actor.send({ type: 'address.retry' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(context().failure).toBeUndefined();
      await settled();
      expect(server.load).toHaveBeenCalledTimes(2);
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().addresses).toEqual(saved);
    });

    it('fails again when the retry fails too', async () => {
      const { actor, server, settled } = start({
        load: () => Promise.reject(new Error('Still down')),
      });
      await settled();
      actor.send({ type: 'address.retry' });
      await settled();
      expect(server.load).toHaveBeenCalledTimes(2);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.failure).toBe('Still down');
    });

    it('ignores retry when nothing failed', async () => {
      const { actor, server, settled } = start();
      await settled();
      actor.send({ type: 'address.retry' });
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(server.load).toHaveBeenCalledOnce();
    });

    it('ignores the form and list events while loading', () => {
      const { actor } = start({ load: () => new Promise(() => {}) });
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.edit', id: 'addr-1' });
      actor.send({ type: 'address.delete', id: 'addr-1' });
      expect(actor.getSnapshot().value).toBe('loading');
    });
  });

  describe('adding', () => {
    it('opens an empty form in add mode', async () => {
      const { actor, settled, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      expect(actor.getSnapshot().value).toEqual({ adding: 'filling' });
      expect(selectFormMode(actor.getSnapshot())).toBe('add');
      expect(context().draft).toEqual(EMPTY_ADDRESS);
      expect(context().editingId).toBeUndefined();
      expect(context().errors).toEqual({});
    });

    it('keeps what is typed in the draft, field by field', async () => {
      const { actor, settled, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.change', field: 'name', value: 'Meera Nair' });
      actor.send({ type: 'address.change', field: 'city', value: 'Kochi' });
      expect(context().draft).toEqual({ ...EMPTY_ADDRESS, name: 'Meera Nair', city: 'Kochi' });
    });

    it('stays in the form with every message when an empty form is submitted', async () => {
      const { actor, server, settled, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.submit' });
      expect(actor.getSnapshot().value).toEqual({ adding: 'filling' });
      expect(server.add).not.toHaveBeenCalled();
      expect(context().errors).toEqual({
        name: 'Name is required',
        phone: 'Mobile number is required',
        city: 'City is required',
        pin: 'PIN code is required',
        profileState: 'State is required',
        addressText: 'Address is required',
      });
    });

    it('removes a field’s message when that field is edited, and keeps the others', async () => {
      const { actor, settled, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.submit' });
      actor.send({ type: 'address.change', field: 'phone', value: '98765' });
      expect(context().errors.phone).toBeUndefined();
      expect(context().errors.name).toBe('Name is required');
      actor.send({ type: 'address.submit' });
      expect(context().errors.phone).toBe('Mobile number must be 10 digits');
    });

    it('rejects a 9-digit mobile and a 5-digit PIN with their messages', async () => {
      const { actor, server, settled, fillWith, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      fillWith({ ...meera, phone: '701234567', pin: '68200' });
      actor.send({ type: 'address.submit' });
      expect(server.add).not.toHaveBeenCalled();
      expect(context().errors).toEqual({
        phone: 'Mobile number must be 10 digits',
        pin: 'PIN code must be 6 digits',
      });
    });

    it('saves a fixed form, takes the server’s list and returns to the list', async () => {
      const { actor, server, settled, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.submit' });
      for (const [field, value] of Object.entries(meera)) {
        actor.send({ type: 'address.change', field: field as keyof AddressInput, value });
      }
      actor.send({ type: 'address.submit' });
      expect(actor.getSnapshot().value).toEqual({ adding: 'saving' });
      expect(selectIsSaving(actor.getSnapshot())).toBe(true);
      expect(selectFormMode(actor.getSnapshot())).toBe('add');
      await settled();
      expect(server.add).toHaveBeenCalledExactlyOnceWith(meera);
      expect(server.update).not.toHaveBeenCalled();
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().addresses).toEqual([...saved, { id: 'addr-3', ...meera }]);
      expect(context().draft).toEqual(EMPTY_ADDRESS);
      expect(context().errors).toEqual({});
    });

    it('sends the address without the spaces around its fields', async () => {
      const { actor, server, settled, fillWith } = start();
      await settled();
      actor.send({ type: 'address.add' });
      fillWith({ ...meera, name: '  Meera Nair ', phone: ' 7012345678 ' });
      actor.send({ type: 'address.submit' });
      await settled();
      expect(server.add).toHaveBeenCalledWith(meera);
    });

    it('replaces its list with whatever the server answers', async () => {
      const serverList: Address[] = [{ id: 'addr-9', ...meera }];
      const { actor, settled, fillWith, context } = start({
        add: async () => serverList,
      });
      await settled();
      actor.send({ type: 'address.add' });
      fillWith(meera);
      actor.send({ type: 'address.submit' });
      await settled();
      expect(context().addresses).toEqual(serverList);
    });

    it('keeps the form, the draft and the reason when the save fails', async () => {
      const { actor, settled, fillWith, context } = start({
        add: () => Promise.reject(new Error('Service unavailable')),
      });
      await settled();
      actor.send({ type: 'address.add' });
      fillWith(meera);
      actor.send({ type: 'address.submit' });
      await settled();
      expect(actor.getSnapshot().value).toEqual({ adding: 'filling' });
      expect(context().draft).toEqual(meera);
      expect(context().failure).toBe('Service unavailable');
      expect(context().addresses).toEqual(saved);
    });

    it('clears the reason when the user submits again, and saves then', async () => {
      let attempt = 0;
      const { actor, server, settled, fillWith, context } = start({
        add: async (address) => {
          attempt += 1;
          if (attempt === 1) throw new Error('Service unavailable');
          return [...saved, { id: 'addr-3', ...address }];
        },
      });
      await settled();
      actor.send({ type: 'address.add' });
      fillWith(meera);
      actor.send({ type: 'address.submit' });
      await settled();
      actor.send({ type: 'address.submit' });
      expect(context().failure).toBeUndefined();
      await settled();
      expect(server.add).toHaveBeenCalledTimes(2);
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().addresses).toHaveLength(3);
    });

    it('ignores edits, fills, cancel and a second submit while saving', async () => {
      const save = deferred<Address[]>();
      const { actor, server, fillWith, settled, context } = start({
        add: () => save.promise,
      });
      await settled();
      actor.send({ type: 'address.add' });
      fillWith(meera);
      actor.send({ type: 'address.submit' });
      actor.send({ type: 'address.change', field: 'city', value: 'Delhi' });
      fillWith(asha);
      actor.send({ type: 'address.cancel' });
      actor.send({ type: 'address.submit' });
      expect(actor.getSnapshot().value).toEqual({ adding: 'saving' });
      expect(context().draft).toEqual(meera);
      expect(server.add).toHaveBeenCalledOnce();
      save.resolve(saved);
      await settled();
      expect(actor.getSnapshot().value).toBe('viewing');
    });
  });

  describe('random data', () => {
    it('fills every field of the add form with the given demo address', async () => {
      const { actor, settled, fillWith, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.change', field: 'name', value: 'Someone' });
      fillWith(rohan);
      expect(context().draft).toEqual(rohan);
    });

    it('clears the messages of an earlier submit attempt', async () => {
      const { actor, settled, fillWith, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.submit' });
      fillWith(rohan);
      expect(context().errors).toEqual({});
    });

    it('keeps its own copy of the demo address', async () => {
      const { actor, settled, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      const address = { ...rohan };
      actor.send({ type: 'address.fill', address });
      address.city = 'Changed';
      expect(context().draft.city).toBe('Bengaluru');
    });

    it('fills the edit form too, keeping the address being edited', async () => {
      const { actor, settled, fillWith, context } = start();
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-1' });
      fillWith(meera);
      expect(context().draft).toEqual(meera);
      expect(context().editingId).toBe('addr-1');
    });

    it('is ignored when no form is open', async () => {
      const { actor, settled, fillWith, context } = start();
      await settled();
      fillWith(meera);
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().draft).toEqual(EMPTY_ADDRESS);
    });
  });

  describe('editing', () => {
    it('opens the form filled with that address, in edit mode', async () => {
      const { actor, settled, context } = start();
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-2' });
      expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
      expect(selectFormMode(actor.getSnapshot())).toBe('edit');
      expect(context().editingId).toBe('addr-2');
      expect(context().draft).toEqual(rohan);
    });

    it('ignores an edit of an address that is not in the list', async () => {
      const { actor, settled } = start();
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-404' });
      expect(actor.getSnapshot().value).toBe('viewing');
    });

    it('updates the address, takes the server’s list and returns to the list', async () => {
      const { actor, server, settled, context } = start();
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-2' });
      actor.send({ type: 'address.change', field: 'city', value: 'Mysuru' });
      actor.send({ type: 'address.submit' });
      expect(actor.getSnapshot().value).toEqual({ editing: 'saving' });
      expect(selectIsSaving(actor.getSnapshot())).toBe(true);
      await settled();
      expect(server.update).toHaveBeenCalledExactlyOnceWith({
        id: 'addr-2',
        address: { ...rohan, city: 'Mysuru' },
      });
      expect(server.add).not.toHaveBeenCalled();
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().addresses).toEqual([saved[0], { id: 'addr-2', ...rohan, city: 'Mysuru' }]);
      expect(context().editingId).toBeUndefined();
      expect(context().draft).toEqual(EMPTY_ADDRESS);
    });

    it('does not save an edit that breaks the address', async () => {
      const { actor, server, settled, context } = start();
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-1' });
      actor.send({ type: 'address.change', field: 'pin', value: '4110' });
      actor.send({ type: 'address.change', field: 'name', value: ' ' });
      actor.send({ type: 'address.submit' });
      expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
      expect(server.update).not.toHaveBeenCalled();
      expect(context().errors).toEqual({
        name: 'Name is required',
        pin: 'PIN code must be 6 digits',
      });
    });

    it('keeps the form, the draft and the reason when the update fails', async () => {
      const { actor, settled, context } = start({
        update: () => Promise.reject(new Error('Service unavailable')),
      });
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-1' });
      actor.send({ type: 'address.change', field: 'city', value: 'Mumbai' });
      actor.send({ type: 'address.submit' });
      await settled();
      expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
      expect(context().editingId).toBe('addr-1');
      expect(context().draft).toEqual({ ...asha, city: 'Mumbai' });
      expect(context().failure).toBe('Service unavailable');
      expect(context().addresses).toEqual(saved);
    });
  });

  describe('cancel', () => {
    it('leaves add mode and drops the draft and its messages', async () => {
      const { actor, server, settled, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.change', field: 'name', value: 'Half typed' });
      actor.send({ type: 'address.submit' });
      actor.send({ type: 'address.cancel' });
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().draft).toEqual(EMPTY_ADDRESS);
      expect(context().errors).toEqual({});
      expect(context().addresses).toEqual(saved);
      expect(server.add).not.toHaveBeenCalled();
    });

    it('leaves edit mode without changing the address', async () => {
      const { actor, server, settled, context } = start();
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-1' });
      actor.send({ type: 'address.change', field: 'city', value: 'Mumbai' });
      actor.send({ type: 'address.cancel' });
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().editingId).toBeUndefined();
      expect(context().draft).toEqual(EMPTY_ADDRESS);
      expect(context().addresses).toEqual(saved);
      expect(server.update).not.toHaveBeenCalled();
    });

    it('starts the next add with an empty form after an edit was cancelled', async () => {
      const { actor, settled, context } = start();
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-1' });
      actor.send({ type: 'address.cancel' });
      actor.send({ type: 'address.add' });
      expect(context().draft).toEqual(EMPTY_ADDRESS);
      expect(context().editingId).toBeUndefined();
    });

    it('forgets the reason of a failed save when the form is left', async () => {
      const { actor, settled, fillWith, context } = start({
        add: () => Promise.reject(new Error('Service unavailable')),
      });
      await settled();
      actor.send({ type: 'address.add' });
      fillWith(meera);
      actor.send({ type: 'address.submit' });
      await settled();
      actor.send({ type: 'address.cancel' });
      expect(context().failure).toBeUndefined();
      actor.send({ type: 'address.add' });
      expect(context().draft).toEqual(EMPTY_ADDRESS);
    });

    it('does not open a second form while one is open', async () => {
      const { actor, settled, context } = start();
      await settled();
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.change', field: 'name', value: 'Kept' });
      actor.send({ type: 'address.edit', id: 'addr-1' });
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.delete', id: 'addr-1' });
      expect(actor.getSnapshot().value).toEqual({ adding: 'filling' });
      expect(context().draft.name).toBe('Kept');
    });
  });

  describe('deleting', () => {
    it('removes the address and shows the server’s list', async () => {
      const removal = deferred<Address[]>();
      const { actor, server, settled, context } = start({ remove: () => removal.promise });
      await settled();
      actor.send({ type: 'address.delete', id: 'addr-1' });
      expect(actor.getSnapshot().value).toBe('deleting');
      expect(context().deletingId).toBe('addr-1');
      removal.resolve([saved[1]!]);
      await settled();
      expect(server.remove).toHaveBeenCalledExactlyOnceWith('addr-1');
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().addresses).toEqual([saved[1]]);
      expect(context().deletingId).toBeUndefined();
    });

    it('can delete the last address, leaving an empty list', async () => {
      const { actor, settled, context } = start({}, [asha]);
      await settled();
      actor.send({ type: 'address.delete', id: 'addr-1' });
      await settled();
      expect(context().addresses).toEqual([]);
    });

    it('keeps the list and says why when the delete fails', async () => {
      const { actor, settled, context } = start({
        remove: () => Promise.reject(new Error('Service unavailable')),
      });
      await settled();
      actor.send({ type: 'address.delete', id: 'addr-2' });
      await settled();
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(context().addresses).toEqual(saved);
      expect(context().failure).toBe('Service unavailable');
      expect(context().deletingId).toBeUndefined();
    });

    it('forgets the reason of a failed delete on the next delete', async () => {
      let attempt = 0;
      const { actor, settled, context } = start({
        remove: async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('Service unavailable');
          return [saved[0]!];
        },
      });
      await settled();
      actor.send({ type: 'address.delete', id: 'addr-2' });
      await settled();
      actor.send({ type: 'address.delete', id: 'addr-2' });
      expect(context().failure).toBeUndefined();
      await settled();
      expect(context().addresses).toEqual([saved[0]]);
    });

    it('forgets the reason of a failed delete when a form is opened', async () => {
      const { actor, settled, context } = start({
        remove: () => Promise.reject(new Error('Service unavailable')),
      });
      await settled();
      actor.send({ type: 'address.delete', id: 'addr-2' });
      await settled();
      actor.send({ type: 'address.edit', id: 'addr-2' });
      expect(context().failure).toBeUndefined();
    });

    it('ignores a delete of an address that is not in the list', async () => {
      const { actor, server, settled } = start();
      await settled();
      actor.send({ type: 'address.delete', id: 'addr-404' });
      expect(actor.getSnapshot().value).toBe('viewing');
      expect(server.remove).not.toHaveBeenCalled();
    });

    it('ignores other list actions while a delete is on its way', async () => {
      const { actor, server, settled } = start({ remove: () => new Promise(() => {}) });
      await settled();
      actor.send({ type: 'address.delete', id: 'addr-1' });
      actor.send({ type: 'address.delete', id: 'addr-2' });
      actor.send({ type: 'address.add' });
      actor.send({ type: 'address.edit', id: 'addr-2' });
      expect(actor.getSnapshot().value).toBe('deleting');
      expect(server.remove).toHaveBeenCalledOnce();
    });
  });

  it('fails clearly when a call was not provided', async () => {
    const actor = createActor(addressBookMachine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('No loadAddresses actor was provided.');
  });
});
