import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Address, CartItem } from '../../domain/types';
import { cartTotals } from '../../domain/money';
import { AddressBook } from '../../components/AddressBook';
import { Checkout } from '../../components/Checkout';
import { useTestPaymentSheet } from '../../components/TestPaymentSheet';
import { placeOrder } from '../api/orders';
import { choosePaymentProvider } from '../payment';
import { unsavedPayments } from '../payment/unsavedPayments';
import { useSession } from '../session';
import { useShop } from '../shop';
import { useAddressBookApi } from '../useAddressBookApi';
import { useSignedIn } from '../useSignedIn';
import { PATHS } from '../../domain/paths';

export function CheckoutPage() {
  const { session } = useSession();
  const { cart, loadFailed, reload, replaceCart } = useShop();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const addressBookApi = useAddressBookApi();
  const testSheet = useTestPaymentSheet();
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [selectedId, setSelectedId] = useState<string>();
  // The server's (emptied) cart from the order reply; shown once the order page is open, so
  // the checkout never flashes its empty state.
  const cartAfterOrder = useRef<CartItem[]>([]);
  const selectedAddress = addresses.find((address) => address.id === selectedId);
  const customerName = session ? `${session.user.firstName} ${session.user.lastName}`.trim() : '';

  return (
    <>
      <title>Checkout — Cravings</title>
      <Checkout
        items={cart}
        loadFailed={loadFailed}
        onRetry={reload}
        customerName={customerName}
        selectedAddress={selectedAddress}
        provider={choosePaymentProvider(testSheet.provider)}
        addressBook={
          <AddressBook
            api={addressBookApi}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onAddressesChange={setAddresses}
          />
        }
        placeOrder={async ({ paymentId, address, items }) => {
          const { total } = cartTotals(items);
          const reply = await signedIn((token) =>
            placeOrder(token, { paymentId, address, products: items, totalPrice: total }),
          );
          cartAfterOrder.current = reply.cart;
          return reply.order;
        }}
        unsavedPayments={session ? unsavedPayments(session.user.email) : undefined}
        onOrderPlaced={() => {
          navigate(PATHS.orderHistory);
          replaceCart(cartAfterOrder.current);
        }}
      />
      {testSheet.sheet}
    </>
  );
}
