import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { EMPTY_ADDRESS, validateAddress, type AddressField } from '../../domain/address';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { AddressInput } from '../../domain/types';
import { AddressForm, type AddressFormProps } from './AddressForm';

const [asha, rohan] = DEMO_ADDRESSES as [AddressInput, AddressInput];

/** Keeps what is typed, as the address book's machine does, and reports it to the args. */
function Controlled(props: AddressFormProps) {
  const [draft, setDraft] = useState(props.draft);
  const onChange = (field: AddressField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    props.onChange(field, value);
  };
  return <AddressForm {...props} draft={draft} onChange={onChange} />;
}

const meta = {
  title: 'Components/AddressForm',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The six fields of a delivery address, with 'Save address', 'Cancel' and 'Random Data'. It
          is controlled: it shows the draft and the messages it is given and reports each change, so
          its owner (the AddressBook's machine) keeps the state and validates. To manage saved
          addresses, use AddressBook, which renders it.
        `,
        related: [['Screens/AddressBook', 'its owner'], 'Primitives/TextInput'],
        keyboard: `
          - It takes the focus to its first field when it opens.
          - A submit that leaves messages takes the focus to the first field that has one. Each
            message is its field's description (\`aria-invalid\`, \`aria-describedby\`) in a polite
            live region.
          - While saving, the form is \`aria-busy\`, the fields are read-only, and the buttons stay
            focusable but unavailable.
          - A failed save is an alert above the buttons, and describes 'Save address'.
        `,
      },
    },
  },
  component: AddressForm,
  args: {
    draft: EMPTY_ADDRESS,
    errors: {},
    mode: 'add',
    saving: false,
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onRandomFill: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const badFormats = { ...asha, phone: '987650123', pin: '41100' };

const LABELS = ['Name', 'Mobile number', 'City', 'PIN code', 'State', 'Address'];

/** A new address: six empty, required fields; the focus starts in the first. */
export const Add: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'Add new address' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Add new address' })).toBeVisible();
    for (const label of LABELS) {
      const field = canvas.getByRole('textbox', { name: label });
      await expect(field).toHaveValue('');
      await expect(field).toBeRequired();
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('autocomplete', 'name');

    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAttribute('type', 'tel');
    await expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(mobile).toHaveAttribute('maxlength', '10');
    const pin = canvas.getByRole('textbox', { name: 'PIN code' });
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await expect(pin).toHaveAttribute('autocomplete', 'postal-code');
    await expect(pin).toHaveAttribute('maxlength', '6');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute(
      'autocomplete',
      'street-address',
    );

    await userEvent.keyboard('Asha');
    await expect(name).toHaveValue('Asha');
    await expect(args.onChange).toHaveBeenLastCalledWith('name', 'Asha');
    await userEvent.type(mobile, '9876501234');
    await expect(mobile).toHaveValue('9876501234');
    await expect(args.onChange).toHaveBeenLastCalledWith('phone', '9876501234');

    await userEvent.click(canvas.getByRole('button', { name: 'Random Data' }));
    await expect(args.onRandomFill).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A saved address being changed: filled with it; Enter in a field saves. */
export const Edit: Story = {
  args: { mode: 'edit', draft: rohan },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Edit address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Rohan Iyer');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('8012345678');
    await expect(canvas.getByRole('textbox', { name: 'PIN code' })).toHaveValue('560038');
    await expect(canvas.getByRole('textbox', { name: 'State' })).toHaveValue('Karnataka');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(
      '45 Maple Street, Indiranagar 2nd Stage',
    );
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Mysuru{Enter}');
    await expect(city).toHaveValue('Mysuru');
    await expect(args.onChange).toHaveBeenLastCalledWith('city', 'Mysuru');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** After submitting an empty form: every field says it is required, read as its description. */
export const WithErrors: Story = {
  args: { errors: validateAddress(EMPTY_ADDRESS) },
  play: async ({ canvas, userEvent }) => {
    const messages = [
      'Name is required',
      'Mobile number is required',
      'City is required',
      'PIN code is required',
      'State is required',
      'Address is required',
    ];
    for (const [index, label] of LABELS.entries()) {
      const field = canvas.getByRole('textbox', { name: label });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(messages[index]);
      await expect(canvas.getByText(messages[index]!)).toBeVisible();
    }
    // Submitting again takes the focus to the first field with a message.
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** A 9-digit mobile and a 5-digit PIN: the format messages (D19). */
export const FormatErrors: Story = {
  args: { draft: badFormats, errors: validateAddress(badFormats) },
  play: async ({ canvas, userEvent }) => {
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAccessibleDescription('Mobile number must be 10 digits');
    const pin = canvas.getByRole('textbox', { name: 'PIN code' });
    await expect(pin).toHaveAccessibleDescription('PIN code must be 6 digits');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(mobile).toHaveFocus();
  },
};

/** The save is on its way: nothing can be changed or sent twice, and focus stays put. */
export const Saving: Story = {
  args: { draft: asha, saving: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'Add new address' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const save = canvas.getByRole('button', { name: 'Saving…' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('readonly');
    await userEvent.type(name, 'x');
    await expect(name).toHaveValue('Asha Verma');
    await userEvent.click(save);
    await expect(save).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Random Data' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onRandomFill).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The save failed: the reason in an alert, the draft still there to try again. */
export const SaveFailed: Story = {
  args: { draft: asha, failure: 'Service unavailable' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The address was not saved. Service unavailable',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
    const save = canvas.getByRole('button', { name: 'Save address' });
    await expect(save).toHaveAccessibleDescription(
      'The address was not saved. Service unavailable',
    );
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
