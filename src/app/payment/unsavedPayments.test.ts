import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../mocks/storage';
import { unsavedPayments } from './unsavedPayments';

const payment = {
  paymentId: 'pay_kept',
  address: {
    id: 'addr-1',
    name: 'Asha Rao',
    phone: '9876543210',
    city: 'Pune',
    pin: '411001',
    profileState: 'Maharashtra',
    addressText: '1 FC Road',
  },
  items: [],
};

describe('unsavedPayments', () => {
  it('a paid order that was not saved is still there for the same shopper after a reload', () => {
    const storage = createMemoryStorage();
    unsavedPayments('asha@example.com', storage).write(payment);

    expect(unsavedPayments('Asha@Example.com', storage).read()).toEqual(payment);
    expect(unsavedPayments('other@example.com', storage).read()).toBeUndefined();
  });

  it('is forgotten once saved', () => {
    const storage = createMemoryStorage();
    const store = unsavedPayments('asha@example.com', storage);
    store.write(payment);
    store.write(undefined);

    expect(store.read()).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    const storage = createMemoryStorage();
    storage.setItem('unsaved-payment:asha@example.com', '{"paymentId": ');

    expect(unsavedPayments('asha@example.com', storage).read()).toBeUndefined();
  });
});
