import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { PaymentResult } from '../../domain/payment';
import { Button } from '../Button';
import { paymentRequest, takeTestPayment } from '../Checkout/storyFixtures';
import { TestPaymentSheet } from './TestPaymentSheet';
import { useTestPaymentSheet } from './useTestPaymentSheet';

const meta = {
  title: 'Components/TestPaymentSheet',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The built-in payment provider's sheet (D12): a modal, plainly a test, that pays, fails or
          is dismissed as the user chooses; no money is involved. Checkout opens it where no real
          provider (Razorpay) is set up.
        `,
        related: ['Screens/Checkout'],
        keyboard: `
          - A native modal dialog, named 'Test payment' and described by 'This is a test payment. No
            money is taken.'; the page behind is inert.
          - The focus starts on Pay. Escape is Cancel.
          - When it closes, the focus goes back to the button that opened it.
        `,
      },
    },
  },
  component: TestPaymentSheet,
  args: { request: paymentRequest, onResult: fn() },
  argTypes: { request: { control: false } },
} satisfies Meta<typeof TestPaymentSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sheet opens as a modal, says it is a test, shows the amount (₹1,160 = 1,16,000 paise) and
 * who pays, with the focus on 'Pay'.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Test payment' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('This is a test payment. No money is taken.');
    const sheet = within(dialog);
    await expect(sheet.getByText('Test mode')).toBeVisible();
    await expect(sheet.getByText('₹1,160')).toBeVisible();
    await expect(sheet.getByText('Adarsh Balika')).toBeVisible();
    await expect(sheet.getByText('9876501234')).toBeVisible();
    await expect(
      sheet.getByText('Flat 4B, Sunbeam Residency, 12 Lotus Lane, Camp, Pune, Maharashtra 411001'),
    ).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Pay' })).toHaveFocus();
  },
};

/** 'Pay' reports the payment approved (the backend's test provider then takes it). */
export const Pay: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Test payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(args.onResult).toHaveBeenCalledWith({ status: 'approved' });
    await expect(dialog).not.toBeVisible();
  },
};

/** 'Fail' reports a declined card, with the reason the checkout shows. */
export const Fail: Story = {
  parameters: { visual: { sameAs: 'Pay' } },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Test payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail' }));
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(args.onResult).toHaveBeenCalledWith({
      status: 'failed',
      reason: 'The test card was declined.',
    });
    await expect(dialog).not.toBeVisible();
  },
};

/** 'Cancel' reports a dismissal. */
export const Cancel: Story = {
  parameters: { visual: { sameAs: 'Pay' } },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Test payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(args.onResult).toHaveBeenCalledWith({ status: 'dismissed' });
    await expect(dialog).not.toBeVisible();
  },
};

/** Escape is Cancel, reported once. The buttons are reachable with Tab alone. */
export const EscapeCancels: Story = {
  parameters: { visual: { sameAs: 'Pay' } },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Test payment' });
    const sheet = within(dialog);
    await expect(sheet.getByRole('button', { name: 'Pay' })).toHaveFocus();
    await userEvent.tab();
    await expect(sheet.getByRole('button', { name: 'Fail' })).toHaveFocus();
    await userEvent.tab();
    await expect(sheet.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(args.onResult).toHaveBeenCalledWith({ status: 'dismissed' });
    await expect(dialog).not.toBeVisible();
  },
};

/** A page using the hook: `provider.pay()` opens the sheet and resolves with the choice. */
function HookDemo() {
  const { provider, sheet } = useTestPaymentSheet(takeTestPayment);
  const [result, setResult] = useState<PaymentResult>();
  return (
    <div>
      <Button onClick={() => void provider.pay(paymentRequest).then(setResult)}>Pay ₹1,160</Button>
      <p role="status">{result ? `Result: ${result.status}` : 'No payment yet'}</p>
      {sheet}
    </div>
  );
}

/**
 * `useTestPaymentSheet(takePayment)`: each payment opens a fresh sheet, focus returns to the
 * button that opened it, and the promise resolves with what the user chose.
 */
export const AsAProvider: Story = {
  render: () => <HookDemo />,
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Pay ₹1,160' });
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await userEvent.click(open);
    let dialog = await canvas.findByRole('dialog', { name: 'Test payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail' }));
    await expect(await canvas.findByText('Result: failed')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(open).toHaveFocus());

    await userEvent.click(open);
    dialog = await canvas.findByRole('dialog', { name: 'Test payment' });
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Result: dismissed')).toBeVisible();

    await userEvent.click(open);
    dialog = await canvas.findByRole('dialog', { name: 'Test payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByText('Result: paid')).toBeVisible();
  },
};
