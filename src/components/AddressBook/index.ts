export { AddressBook } from './AddressBook';
export type { AddressBookApi, AddressBookProps } from './AddressBook';
