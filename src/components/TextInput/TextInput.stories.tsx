import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IconButton } from '../IconButton';
import { TextInput, type TextInputProps } from './TextInput';

const meta = {
  title: 'Primitives/TextInput',
  tags: ['stable'],
  component: TextInput,
  args: {
    label: 'Full name',
    name: 'name',
    autoComplete: 'name',
    onChange: fn(),
  },
  argTypes: {
    endAdornment: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. The label is always visible and names the field. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(canvas.getByText('Full name')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Asha Rao');
    await expect(input).toHaveValue('Asha Rao');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** With a value; clicking the label focuses the field. */
export const Filled: Story = {
  args: { defaultValue: 'Asha Rao' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveValue('Asha Rao');
    await userEvent.click(canvas.getByText('Full name'));
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'Ravi Kumar');
    await expect(input).toHaveValue('Ravi Kumar');
  },
};

/** A validation error: shown in the danger colour, `aria-invalid`, and read as the description. */
export const WithError: Story = {
  args: {
    label: 'Mobile number',
    name: 'mobile',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    defaultValue: '98765',
    error: 'Enter a 10-digit mobile number',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a 10-digit mobile number');
    const message = canvas.getByText('Enter a 10-digit mobile number');
    await expect(message).toBeVisible();
    await expect(message).toHaveStyle({ color: 'rgb(185, 28, 28)' });
  },
};

/** A hint under the field, read as its description. */
export const WithHint: Story = {
  args: {
    label: 'PIN code',
    name: 'pin',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    hint: '6 digits, e.g. 560001',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN code' });
    await expect(input).toHaveAccessibleDescription('6 digits, e.g. 560001');
    await userEvent.type(input, '560001');
    await expect(input).toHaveValue('560001');
  },
};

/** Hint and error together: the error is read first. */
export const WithErrorAndHint: Story = {
  args: {
    label: 'PIN code',
    name: 'pin',
    inputMode: 'numeric',
    defaultValue: '56',
    hint: '6 digits, e.g. 560001',
    error: 'Enter a 6-digit PIN code',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN code' });
    await expect(input).toHaveAccessibleDescription(
      'Enter a 6-digit PIN code 6 digits, e.g. 560001',
    );
  },
};

/** An error that appears while the user is in the field is announced (a polite live region). */
export const ErrorAppears: Story = {
  args: { label: 'Mobile number', name: 'mobile', type: 'tel', inputMode: 'numeric' },
  render: (args) => <ValidateOnBlur {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '12345');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = canvas.getByText('Enter a 10-digit mobile number');
    await expect(message).toHaveAttribute('aria-live', 'polite');
    await expect(input).toHaveAccessibleDescription('Enter a 10-digit mobile number');
  },
};

function ValidateOnBlur(props: TextInputProps) {
  const [error, setError] = useState<string | undefined>();
  return (
    <TextInput
      {...props}
      error={error}
      onBlur={(event) =>
        setError(
          /^\d{10}$/.test(event.currentTarget.value) ? undefined : 'Enter a 10-digit mobile number',
        )
      }
    />
  );
}

function PasswordField(props: TextInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          label="Show password"
          icon={<Eye />}
          pressed={visible}
          onClick={() => setVisible((value) => !value)}
        />
      }
    />
  );
}

/** A password field with a visibility toggle in the end adornment slot. */
export const Password: Story = {
  args: { label: 'Password', name: 'password', autoComplete: 'current-password' },
  render: (args) => <PasswordField {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'hunter2!');
    await expect(input).toHaveValue('hunter2!');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter2!');
  },
};

/** Disabled: greyed out and skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Asha Rao' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Required: a visual asterisk, and the native `required` that assistive technology reads. */
export const Required: Story = {
  args: { required: true, label: 'City', name: 'city', autoComplete: 'address-level2' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};
