import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { orderIdOf } from '../../testing/kitchenOrders';
import { RejectDialog } from './RejectDialog';

const meta = {
  title: 'Components/RejectDialog',
  tags: ['beta'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          Asked when the kitchen rejects an order: why, for the shopper; one of the usual reasons,
          or another typed (200 characters at most). It reports once: the reason, or Cancel.
        `,
        related: ['Components/AcceptDialog', 'Components/KitchenTicket', 'Screens/KitchenBoard'],
        keyboard: `
          - A native modal dialog named 'Reject order #…'; the reasons are native radios in the
            group 'Reason', the first of which has the focus.
          - Reject without a reason: an alert, 'Choose a reason.', describes the group, and the
            focus goes to the first reason. 'Another reason' with nothing typed: the message goes on
            'Your reason', which takes the focus.
          - Escape is Cancel; when the dialog closes, the focus goes back to the button that opened
            it.
        `,
      },
    },
  },
  component: RejectDialog,
  args: { orderId: orderIdOf('3F9A2C'), onReject: fn(), onCancel: fn() },
} satisfies Meta<typeof RejectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const REASONS = [
  'Out of an ingredient',
  'Kitchen too busy',
  'Closing soon',
  'Cannot deliver to this area',
  'Another reason',
];

/** Opens as a modal asking why: the usual reasons or another, none chosen, the first focused. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reject order #3F9A2C' });
    await expect(dialog).toHaveAccessibleDescription(
      'The shopper is told why, and their payment goes back.',
    );
    const reasons = within(within(dialog).getByRole('group', { name: 'Reason' }));
    const radios = reasons.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(REASONS);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(reasons.getByRole('radio', { name: 'Out of an ingredient' })).toHaveFocus();
    await expect(within(dialog).queryByRole('textbox', { name: /Your reason/ })).toBeNull();
  },
};

/** A usual reason, sent as it reads; the dialog closes. */
export const UsualReason: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reject order #3F9A2C' });
    const sheet = within(dialog);
    await userEvent.click(sheet.getByRole('radio', { name: 'Kitchen too busy' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(args.onReject).toHaveBeenCalledWith('Kitchen too busy');
    await expect(dialog).not.toBeVisible();
  },
};

/** Another reason is typed (200 characters at most) and sent trimmed. */
export const TypedReason: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reject order #3F9A2C' });
    const sheet = within(dialog);
    await userEvent.click(sheet.getByRole('radio', { name: 'Another reason' }));
    const reason = sheet.getByRole('textbox', { name: /^Your reason/ });
    await expect(reason).toHaveAttribute('maxlength', '200');
    await expect(reason).toHaveAccessibleDescription('Up to 200 characters');
    await userEvent.type(reason, '  The tandoor is being repaired  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onReject).toHaveBeenCalledWith('The tandoor is being repaired');
  },
};

/**
 * There must be a reason: without a choice the message is under the reasons and the focus on the
 * first; 'Another reason' left empty asks for it in its field.
 */
export const ReasonRequired: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reject order #3F9A2C' });
    const sheet = within(dialog);
    await step('Nothing chosen', async () => {
      await userEvent.click(sheet.getByRole('button', { name: 'Reject' }));
      await expect(sheet.getByRole('alert')).toHaveTextContent('Choose a reason.');
      await expect(sheet.getByRole('group', { name: 'Reason' })).toHaveAccessibleDescription(
        'Choose a reason.',
      );
      await expect(sheet.getByRole('radio', { name: 'Out of an ingredient' })).toHaveFocus();
    });
    await step('Another reason, not typed', async () => {
      await userEvent.click(sheet.getByRole('radio', { name: 'Another reason' }));
      await expect(sheet.queryByRole('alert')).toBeNull();
      await userEvent.type(sheet.getByRole('textbox', { name: /^Your reason/ }), '   ');
      await userEvent.click(sheet.getByRole('button', { name: 'Reject' }));
      const reason = sheet.getByRole('textbox', { name: /^Your reason/ });
      await expect(reason).toHaveFocus();
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await expect(sheet.getByText('Type the reason.')).toBeVisible();
    });
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** Escape is Cancel: nothing is rejected. */
export const EscapeCancels: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reject order #3F9A2C' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Closing soon' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(dialog).not.toBeVisible();
  },
};
