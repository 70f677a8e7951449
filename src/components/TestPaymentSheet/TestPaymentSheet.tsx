import { FlaskConical } from 'lucide-react';
import { useRef } from 'react';
import { formatRupees } from '../../domain/money';
import type { PaymentRequest, PaymentResult } from '../../domain/payment';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { DescriptionList } from '../DescriptionList';
import { Sheet, useModalSheet } from '../modalDialog';
import { Text } from '../Text';
import { Actions, Amount, Header, Notice } from './TestPaymentSheet.styles';

/**
 * The user's choice: 'Pay' approves the payment, which the backend's test provider then takes
 * and signs (D33); 'Fail' declines the test card; 'Cancel' dismisses the sheet.
 */
export type TestSheetChoice =
  { status: 'approved' } | Extract<PaymentResult, { status: 'failed' | 'dismissed' }>;

export interface TestPaymentSheetProps {
  request: PaymentRequest;
  /** Called once, with the user's choice: Pay, Fail, or Cancel (also Escape). */
  onResult: (choice: TestSheetChoice) => void;
}

export const TEST_DECLINE_REASON = 'The test card was declined.';

/**
 * The built-in payment provider's sheet (D12): a modal dialog, clearly a test, that succeeds,
 * fails or is dismissed at the user's choice. No money is involved.
 */
export function TestPaymentSheet({ request, onResult }: TestPaymentSheetProps) {
  // The main action takes the focus first, whatever the browser's own choice.
  const payRef = useRef<HTMLButtonElement>(null);
  const sheet = useModalSheet(payRef, () => onResult({ status: 'dismissed' }));
  const settle = (choice: TestSheetChoice) => sheet.settle(() => onResult(choice));

  return (
    <Sheet $width="26rem" $padding="lg" $shadow="lg" {...sheet.sheetProps}>
      <Header $gap="xs" $align="center">
        <FlaskConical aria-hidden="true" size={24} />
        <Text as="h2" $size="xl" id={sheet.titleId}>
          Test payment
        </Text>
        <Badge tone="primary">Test mode</Badge>
      </Header>
      <Notice id={sheet.descriptionId}>This is a test payment. No money is taken.</Notice>
      <Amount as="p" $gap="xs" $align="baseline" $justify="space-between">
        <span>Amount to pay</span>
        <Text as="strong" $size="xxl" $numeric>
          {formatRupees(request.amountPaise / 100)}
        </Text>
      </Amount>
      <DescriptionList $gap={['xxs', 'md']}>
        <dt>Name</dt>
        <dd>{request.prefill.name}</dd>
        <dt>Phone</dt>
        <dd>{request.prefill.contact}</dd>
        <dt>Address</dt>
        <dd>{request.prefill.address}</dd>
      </DescriptionList>
      <Actions $gap="sm">
        <Button ref={payRef} onClick={() => settle({ status: 'approved' })}>
          Pay
        </Button>
        <Button
          variant="secondary"
          onClick={() => settle({ status: 'failed', reason: TEST_DECLINE_REASON })}
        >
          Fail
        </Button>
        <Button variant="ghost" onClick={sheet.dismiss}>
          Cancel
        </Button>
      </Actions>
    </Sheet>
  );
}
