import type { Address, AddressInput } from '../domain/types';

/**
 * An in-memory address server for the address book's stories and machine tests: it holds
 * `initial` with the ids addr-1, addr-2, … and answers every call with the whole list, as the
 * API does. `reset()` puts `initial` back.
 */
export function fakeAddressServer(initial: AddressInput[]) {
  let list: Address[] = [];
  let nextId = 1;
  const withId = (address: AddressInput): Address => ({ id: `addr-${nextId++}`, ...address });
  const reset = () => {
    nextId = 1;
    list = initial.map(withId);
  };
  reset();
  return {
    reset,
    load: () => Promise.resolve(list),
    add: (address: AddressInput) => {
      list = [...list, withId(address)];
      return Promise.resolve(list);
    },
    update: (id: string, address: AddressInput) => {
      list = list.map((entry) => (entry.id === id ? { id, ...address } : entry));
      return Promise.resolve(list);
    },
    remove: (id: string) => {
      list = list.filter((entry) => entry.id !== id);
      return Promise.resolve(list);
    },
  };
}
