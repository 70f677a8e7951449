import type { AddressInput } from './types';

export type AddressField = keyof AddressInput;

/** The inline message of each field that does not pass; a valid address has none. */
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The fields in the order the form shows them. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'name',
  'phone',
  'city',
  'pin',
  'profileState',
  'addressText',
];

export const EMPTY_ADDRESS: AddressInput = {
  name: '',
  phone: '',
  city: '',
  pin: '',
  profileState: '',
  addressText: '',
};

const REQUIRED_MESSAGES: Record<AddressField, string> = {
  name: 'Name is required',
  phone: 'Mobile number is required',
  city: 'City is required',
  pin: 'PIN code is required',
  profileState: 'State is required',
  addressText: 'Address is required',
};

/** Every field is required (D19); the mobile has 10 digits and the PIN 6. */
export function validateAddress(input: AddressInput): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    if (input[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!errors.phone && !/^\d{10}$/.test(input.phone.trim())) {
    errors.phone = 'Mobile number must be 10 digits';
  }
  if (!errors.pin && !/^\d{6}$/.test(input.pin.trim())) {
    errors.pin = 'PIN code must be 6 digits';
  }
  return errors;
}

export const hasErrors = (errors: AddressErrors): boolean => Object.keys(errors).length > 0;

/** The address as it is saved: every field without surrounding spaces. */
export function trimAddress(input: AddressInput): AddressInput {
  const trimmed = { ...input };
  for (const field of ADDRESS_FIELDS) trimmed[field] = input[field].trim();
  return trimmed;
}
