import { describe, expect, it } from 'vitest';
import { buildPaymentRequest, formatAddress } from './payment';
import { anAddress } from '../testing/builders';
import type { CartItem } from './types';

const line = (title: string, price: string, qty: number): CartItem => ({
  _id: `prod-${title.toLowerCase()}`,
  title,
  description: '',
  price,
  url: '',
  isVegetarian: true,
  rating: 4,
  categoryName: 'Indian',
  restaurant: '',
  createdAt: '2025-01-15T12:30:00Z',
  updatedAt: '2025-01-15T12:30:00Z',
  qty,
});

const home = anAddress();

describe('buildPaymentRequest', () => {
  it.each([
    ['one dish', [line('Biryani', '200', 1)], 30_000],
    ['a quantity multiplies the price', [line('Momos', '120', 3)], 46_000],
    [
      'several lines',
      [line('Lasagna', '320', 3), line('Lassi', '90', 1), line('Pizza', '300', 2)],
      175_000,
    ],
    ['the cheapest dish', [line('Chai', '90', 1)], 19_000],
    ['a large order', [line('Thali', '250', 400)], 10_010_000],
  ])('asks for (Σ price × qty + ₹100) × 100 paise: %s', (_name, items, amountPaise) => {
    const request = buildPaymentRequest(items, home, 'Asha Rao');
    expect(request.amountPaise).toBe(amountPaise);
    const expected = (items.reduce((sum, i) => sum + Number(i.price) * i.qty, 0) + 100) * 100;
    expect(request.amountPaise).toBe(expected);
  });

  it('is in rupees of India, from the shop, prefilled with the customer and the address', () => {
    const request = buildPaymentRequest([line('Biryani', '200', 2)], home, 'Asha Rao');
    expect(request).toEqual({
      amountPaise: 50_000,
      currency: 'INR',
      shopName: 'Cravings',
      description: 'Food order: 2 items',
      prefill: {
        name: 'Asha Rao',
        contact: '9876543210',
        address: '12 MG Road, Bengaluru, Karnataka 560001',
      },
    });
  });

  it('describes a single dish in the singular', () => {
    expect(buildPaymentRequest([line('Chai', '90', 1)], home, 'A').description).toBe(
      'Food order: 1 item',
    );
  });

  it('writes the address on one line', () => {
    expect(formatAddress(home)).toBe('12 MG Road, Bengaluru, Karnataka 560001');
  });
});
