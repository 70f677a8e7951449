import { useMemo } from 'react';
import type { AddressBookApi } from '../components/AddressBook';
import * as account from './api/account';
import { useSignedIn } from './useSignedIn';

/** The address book's calls, made with the shopper's token. */
export function useAddressBookApi(): AddressBookApi {
  const signedIn = useSignedIn();
  return useMemo(
    () => ({
      load: () => signedIn(account.getAddresses),
      add: (address) => signedIn((token) => account.addAddress(token, address)),
      update: (id, address) => signedIn((token) => account.updateAddress(token, id, address)),
      remove: (id) => signedIn((token) => account.deleteAddress(token, id)),
    }),
    [signedIn],
  );
}
