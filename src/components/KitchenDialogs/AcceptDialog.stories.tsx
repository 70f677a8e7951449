import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { orderIdOf } from '../../testing/kitchenOrders';
import { Button } from '../Button';
import { AcceptDialog } from './AcceptDialog';

const meta = {
  title: 'Components/AcceptDialog',
  tags: ['beta'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          Asked when the kitchen accepts an order: how long it takes to prepare, a usual time at a
          tap or whole minutes typed (5–90). It reports once: the minutes, or Cancel.
        `,
        related: ['Components/RejectDialog', 'Components/KitchenTicket', 'Screens/KitchenBoard'],
        keyboard: `
          - A native modal dialog named 'Accept order #…' and described by its question; the page
            behind is inert.
          - The focus starts on '20 min'; the usual times are native radios (arrow keys choose), and
            'Minutes' is a number field.
          - Accept with a wrong number shows the message as the field's description and takes the
            focus there. Escape is Cancel; when the dialog closes, the focus goes back to the button
            that opened it.
        `,
      },
    },
  },
  component: AcceptDialog,
  args: { orderId: orderIdOf('3F9A2C'), onAccept: fn(), onCancel: fn() },
} satisfies Meta<typeof AcceptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUICK = ['10 min', '15 min', '20 min', '30 min', '45 min'];

/**
 * Opens as a modal asking for the preparation time: the usual times at one tap, 20 minutes
 * chosen and focused, and the minutes as a number from 5 to 90.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    await expect(dialog).toHaveAccessibleDescription('How long will it take to prepare?');
    const sheet = within(dialog);
    const times = within(sheet.getByRole('group', { name: 'Preparation time' }));
    await expect(times.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '10',
      '15',
      '20',
      '30',
      '45',
    ]);
    for (const name of QUICK) await expect(times.getByText(name)).toBeVisible();
    await expect(times.getByRole('radio', { name: '20 min' })).toBeChecked();
    await expect(times.getByRole('radio', { name: '20 min' })).toHaveFocus();
    const minutes = sheet.getByRole('spinbutton', { name: /^Minutes/ });
    await expect(minutes).toHaveValue(20);
    await expect(minutes).toHaveAttribute('min', '5');
    await expect(minutes).toHaveAttribute('max', '90');
    await expect(minutes).toHaveAccessibleDescription('From 5 to 90');
  },
};

/** A tap on 30 minutes sets the minutes; Accept reports them and closes the dialog. */
export const QuickChoice: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    const sheet = within(dialog);
    await userEvent.click(sheet.getByRole('radio', { name: '30 min' }));
    await expect(sheet.getByRole('spinbutton', { name: /^Minutes/ })).toHaveValue(30);
    await userEvent.click(sheet.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onAccept).toHaveBeenCalledWith(30);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).not.toBeVisible();
  },
};

/** Minutes of one's own: no usual time is chosen, and Enter accepts with them. */
export const TypedMinutes: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    const sheet = within(dialog);
    const minutes = sheet.getByRole('spinbutton', { name: /^Minutes/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '25');
    for (const name of QUICK) await expect(sheet.getByRole('radio', { name })).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledWith(25);
  },
};

/**
 * Minutes outside 5–90, or not whole, are not sent: the message says what is allowed, under the
 * field, which takes the focus; choosing a time again clears it.
 */
export const MinutesOutOfBounds: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    const sheet = within(dialog);
    const minutes = sheet.getByRole('spinbutton', { name: /^Minutes/ });
    for (const typed of ['4', '12.5', '']) {
      await step(`'${typed}' is refused`, async () => {
        await userEvent.clear(minutes);
        if (typed) await userEvent.type(minutes, typed);
        await userEvent.click(sheet.getByRole('button', { name: 'Accept' }));
        await expect(minutes).toHaveFocus();
        await expect(minutes).toHaveAttribute('aria-invalid', 'true');
        await expect(minutes).toHaveAccessibleDescription(
          'Enter whole minutes from 5 to 90. From 5 to 90',
        );
      });
    }
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '95');
    await userEvent.click(sheet.getByRole('button', { name: 'Accept' }));
    await expect(sheet.getByText('Enter whole minutes from 5 to 90.')).toBeVisible();
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** Choosing a usual time after a refusal clears the message. */
export const ErrorClearsOnChoice: Story = {
  parameters: { visual: { sameAs: 'Default' } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    const sheet = within(dialog);
    await userEvent.clear(sheet.getByRole('spinbutton', { name: /^Minutes/ }));
    await userEvent.click(sheet.getByRole('button', { name: 'Accept' }));
    await expect(sheet.getByText('Enter whole minutes from 5 to 90.')).toBeVisible();
    await userEvent.click(sheet.getByRole('radio', { name: '20 min' }));
    await expect(sheet.queryByText('Enter whole minutes from 5 to 90.')).toBeNull();
  },
};

/** Cancel reports a cancel, once, and sends nothing. */
export const Cancel: Story = {
  parameters: { visual: { sameAs: 'Escape Cancels' } },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(dialog).not.toBeVisible();
  },
};

/** Escape is Cancel. */
export const EscapeCancels: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(dialog).not.toBeVisible();
  },
};

/** A ticket's Accept opening the dialog, as the board does. */
function OpenedFromATicket({ onAccept }: { onAccept: (minutes: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Accept</Button>
      {open && (
        <AcceptDialog
          orderId={orderIdOf('3F9A2C')}
          onAccept={(minutes) => {
            setOpen(false);
            onAccept(minutes);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** With the keyboard alone: the focus comes back to the button that opened it, after either answer. */
export const FocusReturns: Story = {
  render: (args) => <OpenedFromATicket onAccept={args.onAccept} />,
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Accept' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: '30 min' })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledWith(30);
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
