export { AddressForm } from './AddressForm';
export type { AddressFormProps } from './AddressForm';
