import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { PaymentProvider, PaymentRequest, PaymentResult } from '../../domain/payment';
import { TestPaymentSheet } from './TestPaymentSheet';

interface Pending {
  /** A fresh sheet for every payment. */
  id: number;
  request: PaymentRequest;
  resolve: (result: PaymentResult) => void;
}

export interface TestPaymentSheetHandle {
  /** Opens the sheet on `pay()` and resolves with the user's choice. */
  provider: PaymentProvider;
  /** Render it anywhere (it is a modal): the sheet while a payment is open, else nothing. */
  sheet: ReactNode;
}

/** The backend's test provider takes the payment of its order (D33). */
export type TakeTestPayment = (
  orderId: string,
) => Promise<{ paymentId: string; signature: string }>;

export const TEST_PAYMENT_FAILED =
  'The test provider could not take the payment. Nothing was charged.';

/**
 * The test payment sheet as a `PaymentProvider` (D12), for the payments the backend's test
 * provider created: 'Pay' has it take the payment, signed (D33).
 */
export function useTestPaymentSheet(takePayment: TakeTestPayment): TestPaymentSheetHandle {
  const [pending, setPending] = useState<Pending | null>(null);
  const payments = useRef(0);

  const provider = useMemo<PaymentProvider>(
    () => ({
      pay: (request) =>
        new Promise<PaymentResult>((resolve) => {
          payments.current += 1;
          const id = payments.current;
          setPending((previous) => {
            // A payment still open is abandoned by a new one: settle it rather than leak it.
            previous?.resolve({ status: 'dismissed' });
            return { id, request, resolve };
          });
        }),
    }),
    [],
  );

  const sheet = pending ? (
    <TestPaymentSheet
      key={pending.id}
      request={pending.request}
      onResult={(choice) => {
        setPending(null);
        if (choice.status !== 'approved') {
          pending.resolve(choice);
          return;
        }
        takePayment(pending.request.orderId).then(
          ({ paymentId, signature }) => pending.resolve({ status: 'paid', paymentId, signature }),
          () => pending.resolve({ status: 'failed', reason: TEST_PAYMENT_FAILED }),
        );
      }}
    />
  ) : null;

  return { provider, sheet };
}
