import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from './demoAddresses';
import { EMPTY_ADDRESS, hasErrors, trimAddress, validateAddress } from './address';
import type { AddressInput } from './types';

const valid: AddressInput = {
  name: 'Asha Verma',
  phone: '9876501234',
  city: 'Pune',
  pin: '411001',
  profileState: 'Maharashtra',
  addressText: 'Flat 4B, Sunbeam Residency',
};

describe('validateAddress', () => {
  it('finds nothing wrong with a complete address', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it.each(DEMO_ADDRESSES.map((address) => [address.name, address] as const))(
    'accepts the demo address of %s',
    (_name, address) => {
      expect(validateAddress(address)).toEqual({});
    },
  );

  it('requires every field of an empty form', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      name: 'Name is required',
      phone: 'Mobile number is required',
      city: 'City is required',
      pin: 'PIN code is required',
      profileState: 'State is required',
      addressText: 'Address is required',
    });
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['phone', { phone: ' ' }, 'Mobile number is required'],
    ['city', { city: '\t' }, 'City is required'],
    ['pin', { pin: '  ' }, 'PIN code is required'],
    ['profileState', { profileState: '' }, 'State is required'],
    ['addressText', { addressText: '\n' }, 'Address is required'],
    ['phone', { phone: '987650123' }, 'Mobile number must be 10 digits'],
    ['phone', { phone: '98765012345' }, 'Mobile number must be 10 digits'],
    ['phone', { phone: '98765 01234' }, 'Mobile number must be 10 digits'],
    ['phone', { phone: '+919876501' }, 'Mobile number must be 10 digits'],
    ['phone', { phone: '98765O1234' }, 'Mobile number must be 10 digits'],
    ['phone', { phone: '９８７６５０１２３４' }, 'Mobile number must be 10 digits'],
    ['pin', { pin: '41100' }, 'PIN code must be 6 digits'],
    ['pin', { pin: '4110011' }, 'PIN code must be 6 digits'],
    ['pin', { pin: '411 001' }, 'PIN code must be 6 digits'],
    ['pin', { pin: 'abcdef' }, 'PIN code must be 6 digits'],
  ] as const)('%s %j: %s', (field, change, message) => {
    expect(validateAddress({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('accepts digits surrounded by spaces, which are trimmed when saved', () => {
    expect(validateAddress({ ...valid, phone: ' 9876501234 ', pin: '411001 ' })).toEqual({});
  });

  it('takes markup, emoji and very long text as plain text (D11)', () => {
    const odd = {
      ...valid,
      name: '<img src=x onerror=alert(1)>',
      city: '🍛 Pune',
      addressText: 'x'.repeat(5000),
    };
    expect(validateAddress(odd)).toEqual({});
  });
});

describe('hasErrors', () => {
  it('tells an address with messages from one without', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ pin: 'PIN code must be 6 digits' })).toBe(true);
  });
});

describe('trimAddress', () => {
  it('removes the spaces around every field and keeps the ones inside', () => {
    expect(
      trimAddress({
        name: '  Asha Verma ',
        phone: ' 9876501234',
        city: 'Pune ',
        pin: ' 411001 ',
        profileState: ' Maharashtra',
        addressText: ' Flat 4B,  Camp ',
      }),
    ).toEqual({
      name: 'Asha Verma',
      phone: '9876501234',
      city: 'Pune',
      pin: '411001',
      profileState: 'Maharashtra',
      addressText: 'Flat 4B,  Camp',
    });
  });

  it('leaves the input as it was', () => {
    const input = { ...valid, name: ' Asha ' };
    trimAddress(input);
    expect(input.name).toBe(' Asha ');
  });
});
