import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../domain/keyValueStorage';
import { unsavedPayments } from './unsavedPayments';

const address = {
  id: 'addr-1',
  name: 'Asha Rao',
  phone: '9876543210',
  city: 'Pune',
  pin: '411001',
  profileState: 'Maharashtra',
  addressText: '1 FC Road',
};

const unsaved = {
  payment: { id: 'payment-1', paymentId: 'pay_kept', signature: 'c0ffee' },
  address,
  items: [],
};

describe('unsavedPayments', () => {
  it('a paid order that was not saved is still there for the same shopper after a reload', () => {
    const storage = createMemoryStorage();
    unsavedPayments('asha@example.com', storage).write(unsaved);

    expect(unsavedPayments('Asha@Example.com', storage).read()).toEqual(unsaved);
    expect(unsavedPayments('other@example.com', storage).read()).toBeUndefined();
  });

  it('is forgotten once saved', () => {
    const storage = createMemoryStorage();
    const store = unsavedPayments('asha@example.com', storage);
    store.write(unsaved);
    store.write(undefined);

    expect(store.read()).toBeUndefined();
  });

  it.each([
    [
      "an older version's entry: the payment id alone",
      { paymentId: 'pay_old', address, items: [] },
    ],
    [
      "an older version's entry: the signature beside the payment id",
      {
        paymentId: 'pay_old',
        signedPayment: { id: 'payment-1', signature: 'c0ffee' },
        address,
        items: [],
      },
    ],
    [
      'an entry whose payment has no signature',
      { ...unsaved, payment: { id: 'payment-1', paymentId: 'pay_kept' } },
    ],
  ])('ignores %s (the backend would refuse its order)', (_name, kept) => {
    const storage = createMemoryStorage();
    storage.setItem('unsaved-payment:asha@example.com', JSON.stringify(kept));

    expect(unsavedPayments('asha@example.com', storage).read()).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    const storage = createMemoryStorage();
    storage.setItem('unsaved-payment:asha@example.com', '{"paymentId": ');

    expect(unsavedPayments('asha@example.com', storage).read()).toBeUndefined();
  });
});
