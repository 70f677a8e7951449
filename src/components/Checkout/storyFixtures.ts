// Fixtures for the checkout and test-payment-sheet stories (not used by the components).
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import { cartTotals } from '../../domain/money';
import { placedProgress } from '../../domain/orderLifecycle';
import { buildPaymentRequest, type PaymentRequest } from '../../domain/payment';
import type { Address, CartItem, Order } from '../../domain/types';
import { cartItem } from '../Cart/storyFixtures';

const withId = (id: string, index: number): Address => {
  const address = DEMO_ADDRESSES[index];
  if (!address) throw new Error(`No demo address ${index}`);
  return { id, ...address };
};

export const homeAddress = withId('addr-home', 0);
export const officeAddress = withId('addr-office', 1);
export const storyAddresses = [homeAddress, officeAddress];

export const CUSTOMER_NAME = 'Adarsh Balika';

/** 2 × ₹250 + ₹200 + 3 × ₹120 = ₹1,060; with ₹100 delivery ₹1,160, i.e. 1,16,000 paise. */
export const threeLines: CartItem[] = [
  cartItem('prod-butter-chicken', 2),
  cartItem('prod-biryani'),
  cartItem('prod-gulab-jamun', 3),
];

/** The payment of the test provider's order for those lines (D33). */
export const paymentRequest: PaymentRequest = {
  ...buildPaymentRequest(threeLines, homeAddress, CUSTOMER_NAME),
  orderId: 'order_test_Story1234abcd',
};

/** The backend's test provider, taking the payment the sheet's 'Pay' makes (D33). */
export const takeTestPayment = async () => ({
  paymentId: 'pay_test_Story1234abcd',
  signature: 'c0ffee',
});

export const orderFixture = (paymentId: string, address: Address, items: CartItem[]): Order => ({
  _id: 'order-story',
  paymentId,
  products: items,
  selectedAddress: address,
  totalPrice: cartTotals(items).total,
  createdAt: '2025-01-15T12:31:00Z',
  ...placedProgress('2025-01-15T12:31:00Z'),
});
