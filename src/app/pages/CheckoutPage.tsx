import { useNavigate } from 'react-router';
import { cartTotals } from '../../domain/money';
import { AddressBook } from '../../components/AddressBook';
import { Checkout } from '../../components/Checkout';
import { useTestPaymentSheet } from '../../components/TestPaymentSheet';
import { getQuote } from '../api/cart';
import { placeOrder } from '../api/orders';
import { createPayment, takeTestPayment } from '../api/payments';
import { choosePaymentProvider } from '../flows/payment';
import { unsavedPayments } from '../flows/payment/unsavedPayments';
import { useSession } from '../flows/session';
import { useLists } from '../flows/lists';
import { useAddressBookApi } from '../flows/useAddressBookApi';
import { useSignedIn } from '../flows/useSignedIn';
import { PATHS } from '../../domain/paths';
import { useMenu } from './useMenu';

export function CheckoutPage() {
  const { session } = useSession();
  const { cart, loadFailed, reload, replaceCart } = useLists();
  const menu = useMenu();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const addressBookApi = useAddressBookApi();
  const testSheet = useTestPaymentSheet((orderId) =>
    signedIn((token) => takeTestPayment(token, orderId)),
  );
  const customerName = session ? `${session.user.firstName} ${session.user.lastName}`.trim() : '';

  return (
    <>
      <title>Checkout — Cravings</title>
      <Checkout
        items={cart}
        loadFailed={loadFailed}
        onRetry={reload}
        menu={menu}
        customerName={customerName}
        quote={() => signedIn(getQuote)}
        createPayment={(quote) => signedIn((token) => createPayment(token, quote.id))}
        provider={choosePaymentProvider(testSheet.provider)}
        addressBook={(selection) => <AddressBook api={addressBookApi} {...selection} />}
        placeOrder={({ payment, address, items }) =>
          signedIn((token) =>
            placeOrder(token, {
              payment,
              address,
              products: items,
              totalPrice: cartTotals(items).total,
            }),
          )
        }
        unsavedPayments={session ? unsavedPayments(session.user.email) : undefined}
        // The order's tracking page opens before the emptied cart arrives: the checkout never
        // shows its empty state.
        onOrderPlaced={({ order, cart: emptiedCart }) => {
          void navigate(PATHS.order(order._id));
          replaceCart(emptiedCart);
        }}
      />
      {testSheet.sheet}
    </>
  );
}
