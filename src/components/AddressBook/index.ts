export { AddressBook } from './AddressBook';
export type { AddressBookApi, AddressBookProps, AddressSelection } from './AddressBook';
