import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Components/PasswordInput',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          A password field with its own Show/Hide toggle; every other prop goes to TextInput. Give
          each on one form its own \`toggleLabel\` ('Show confirm password').
        `,
        related: ['Primitives/TextInput', 'Screens/LoginForm', 'Screens/SignupForm'],
        keyboard: `
          - The toggle is a button after the field, with the same name in both states;
            \`aria-pressed\` says whether the text is shown. The value stays as it is shown or
            hidden.
          - Messages and hints are read as TextInput's.
        `,
      },
    },
  },
  component: PasswordInput,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle shows the text and hides it again, keeping what was typed. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(input, 'p4ss word');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('p4ss word');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('p4ss word');
  },
};

/** The toggle is a real button after the field in the Tab order: Space or Enter presses it. */
export const WithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** Its own toggle name, for a second password field on the same form, and an inline error. */
export const ConfirmWithError: Story = {
  args: {
    label: 'Confirm password',
    name: 'confirmPassword',
    autoComplete: 'new-password',
    toggleLabel: 'Show confirm password',
    error: "Passwords don't match",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription("Passwords don't match");
    await expect(canvas.getByRole('button', { name: 'Show confirm password' })).toBeVisible();
  },
};
