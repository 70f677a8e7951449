import { AddressBook } from '../../components/AddressBook';
import { useAddressBookApi } from '../flows/useAddressBookApi';

export function AddressesPage() {
  return (
    <>
      <title>Addresses — Cravings</title>
      <AddressBook api={useAddressBookApi()} />
    </>
  );
}
