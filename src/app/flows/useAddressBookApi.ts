import { useMemo } from 'react';
import type { AddressBookApi } from '../../components/AddressBook';
import * as addresses from '../api/addresses';
import { useSignedIn } from './useSignedIn';

/** The address book's calls, made with the shopper's token. */
export function useAddressBookApi(): AddressBookApi {
  const signedIn = useSignedIn();
  return useMemo(
    () => ({
      load: () => signedIn(addresses.getAddresses),
      add: (address) => signedIn((token) => addresses.addAddress(token, address)),
      update: (id, address) => signedIn((token) => addresses.updateAddress(token, id, address)),
      remove: (id) => signedIn((token) => addresses.deleteAddress(token, id)),
    }),
    [signedIn],
  );
}
