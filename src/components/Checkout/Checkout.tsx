import { useMachine } from '@xstate/react';
import { ShoppingBag } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { againstMenu, type Menu } from '../../domain/menuChanges';
import type { PaymentProvider } from '../../domain/payment';
import type { Address, CartItem, Payment, Quote } from '../../domain/types';
import type { PlacedOrder, PlaceOrderInput, UnsavedPayment } from '../../domain/checkout';
import { checkoutMachine, isBusy, isPlaced } from '../../machines/checkout';
import type { AddressSelection } from '../AddressBook';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { Columns, EmptyState, ListHeading } from '../ListScreen';
import { LoadError } from '../LoadError';
import { PriceDetails, PriceDetailsSkeleton } from '../PriceDetails';
import { SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { announce } from '../Toaster';
import { CheckoutItems, CheckoutItemsSkeleton } from './CheckoutItems';

/** Keeps a payment whose order could not be saved across visits (the app: localStorage). */
export interface UnsavedPaymentStore {
  read(): UnsavedPayment | undefined;
  /** undefined forgets it. */
  write(payment: UnsavedPayment | undefined): void;
}

export interface CheckoutProps {
  /** undefined while the cart loads (skeleton), or when it could not be loaded. */
  items: CartItem[] | undefined;
  /** The cart could not be loaded: the order details say so, with 'Try again' (`onRetry`). */
  loadFailed?: boolean;
  onRetry: () => void;
  /**
   * The menu now (D42): the lines and the total are at its prices, and a line says when its
   * dish is sold out, gone from the menu, or costs another price. The quote still decides what
   * is paid. Unknown: as added.
   */
  menu?: Menu;
  /** Prefilled in the payment form (the chosen address's name when empty). */
  customerName: string;
  /**
   * The address book with radios: the page renders <AddressBook {...selection} .../>. The
   * checkout holds the chosen address; the address book reports every change of it.
   */
  addressBook: (selection: AddressSelection) => ReactNode;
  /** The address chosen when the checkout opens (none by default). */
  defaultAddress?: Address;
  /** What the cart costs now (D28), asked before paying. */
  quote: () => Promise<Quote>;
  /** The provider's order for the quote's total, which the backend creates (D33). */
  createPayment: (quote: Quote) => Promise<Payment>;
  /** Razorpay, or the test payment sheet. */
  provider: PaymentProvider;
  /** Saves the order once the payment went through (and clears the cart on the server). */
  placeOrder: (order: PlaceOrderInput) => Promise<PlacedOrder>;
  /** The order exists: the page opens it and takes the emptied cart. */
  onOrderPlaced: (placed: PlacedOrder) => void;
  /** Without it, a paid order that could not be saved is retried only while the page is open. */
  unsavedPayments?: UnsavedPaymentStore;
}

/**
 * Checkout (/checkout), driven by the checkout machine: the delivery address, the order's
 * lines and price details, and 'Place Order', which asks what the cart costs now (`quote`),
 * has the backend create its payment (`createPayment`), pays that through `provider`, and only
 * then places the order. With an empty cart there is nothing to pay for: an empty state (D7).
 */
export function Checkout({
  items,
  loadFailed = false,
  onRetry,
  menu,
  customerName,
  addressBook,
  defaultAddress,
  quote,
  createPayment,
  provider,
  placeOrder,
  onOrderPlaced,
  unsavedPayments,
}: CheckoutProps) {
  // @xstate/react creates the actor once and refreshes these implementations on every render,
  // so the latest props are used without restarting the machine.
  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        quote: fromPromise(() => quote()),
        createPayment: fromPromise(({ input }) => createPayment(input)),
        pay: fromPromise(({ input }) => provider.pay(input)),
        placeOrder: fromPromise(({ input }) => placeOrder(input)),
      },
      actions: {
        announce: (_, announcement) => announce(announcement),
        orderPlaced: (_, placed) => onOrderPlaced(placed),
        rememberUnsavedPayment: (_, payment) => unsavedPayments?.write(payment),
      },
    }),
    {
      input: {
        customerName,
        selectedAddress: defaultAddress,
        unsavedPayment: unsavedPayments?.read(),
      },
    },
  );
  const id = useId();
  const orderHeadingId = `${id}-order`;
  const failureId = `${id}-failure`;

  const busy = isBusy(snapshot);
  const { failure, unsavedPayment } = snapshot.context;
  // A paid order that is not saved yet is what 'Place Order' saves, whatever the cart or the
  // menu is now.
  const lines = unsavedPayment
    ? againstMenu(unsavedPayment.items, undefined)
    : items && againstMenu(items, menu);

  return (
    <div>
      <ListHeading>Checkout</ListHeading>
      {lines?.length === 0 ? (
        <EmptyState icon={<ShoppingBag />} message="Your Cart is Empty" />
      ) : (
        <Columns $side="minmax(17rem, 24rem)">
          {/* Not a region: the address book is the labelled 'Delivery address' section. */}
          <Stack $gap="md">
            {addressBook({
              selectedId: snapshot.context.selectedAddress?.id,
              onSelect: (address) => send({ type: 'checkout.selectAddress', address }),
            })}
          </Stack>
          <Stack as="section" $gap="md" aria-labelledby={orderHeadingId}>
            <Text as="h2" $size="xl" id={orderHeadingId}>
              Order details
            </Text>
            {lines === undefined && loadFailed ? (
              <LoadError what="your cart" onRetry={onRetry} />
            ) : lines === undefined ? (
              <SkeletonGroup label="Loading your order">
                <Stack $gap="md">
                  <CheckoutItemsSkeleton />
                  <PriceDetailsSkeleton />
                </Stack>
              </SkeletonGroup>
            ) : (
              <>
                <CheckoutItems lines={lines} />
                <PriceDetails lines={lines.map(({ item }) => item)}>
                  {failure ? (
                    <ErrorMessage id={failureId} data-testid="checkout-failure">
                      {failure}
                    </ErrorMessage>
                  ) : null}
                  <Button
                    size="lg"
                    fullWidth
                    aria-busy={busy || undefined}
                    aria-describedby={failure ? failureId : undefined}
                    unavailable={busy || isPlaced(snapshot)}
                    onClick={() =>
                      send({ type: 'checkout.placeOrder', items: lines.map(({ item }) => item) })
                    }
                  >
                    {busy ? 'Processing payment…' : 'Place Order'}
                  </Button>
                </PriceDetails>
              </>
            )}
          </Stack>
        </Columns>
      )}
    </div>
  );
}
