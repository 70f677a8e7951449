import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { KITCHEN_DEMO_OFF, STAFF_ONLY } from '../../domain/kitchenErrors';
import { KitchenLogin } from './KitchenLogin';

const meta = {
  title: 'Screens/KitchenLogin',
  tags: ['beta'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The kitchen's own sign-in (/kitchen/login, D40), apart from the shoppers': a staff
          account, or 'Kitchen demo' where the server allows it. Shoppers sign in with LoginForm.
        `,
        related: ['Screens/LoginForm', 'Screens/KitchenBoard', 'Components/PasswordInput'],
        keyboard: `
          - As on LoginForm: an empty field gets its message and the focus; the password has its
            'Show password' toggle.
          - A failed sign-in is an alert above the fields.
          - While signing in, the form is \`aria-busy\` and both buttons wait, the one pressed
            saying so.
          - When the server says the demo is off, a status reads the note that replaces its button;
            if that button had the focus, the email takes it.
        `,
      },
    },
  },
  component: KitchenLogin,
  args: { onSignIn: fn(), onDemo: fn() },
} satisfies Meta<typeof KitchenLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kitchen's own sign-in: email and password, or the kitchen demo (no password here). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kitchen sign-in' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('button', { name: 'Kitchen demo' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Both fields are needed: the messages, the focus on the first, and nothing sent. */
export const FieldsRequired: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password is required',
    );
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** Enter signs in: the email trimmed, the password as typed. */
export const SignIn: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), ' asha@cravings.test ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'kitchen secret{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await expect(args.onSignIn).toHaveBeenCalledWith({
      email: 'asha@cravings.test',
      password: 'kitchen secret',
    });
  },
};

/** 'Kitchen demo' asks for the demo staff member, without the fields. */
export const KitchenDemo: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kitchen demo' }));
    await expect(args.onDemo).toHaveBeenCalledOnce();
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Email is required')).toBeNull();
  },
};

/** A sign-in on its way: both buttons wait, and the one at work says so. */
export const Pending: Story = {
  args: { pending: 'signIn' },
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Signing in…' });
    const demo = canvas.getByRole('button', { name: 'Kitchen demo' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(demo).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(demo);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'asha@cravings.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret{Enter}');
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await expect(args.onDemo).not.toHaveBeenCalled();
  },
};

/** A shopper's account: the backend's 403, said above the fields. */
export const NotStaff: Story = {
  args: { error: STAFF_ONLY },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This is for kitchen staff only.');
  },
};

/** A wrong email or password (a 401, or a 404 for an unknown email). */
export const WrongCredentials: Story = {
  args: { error: 'Wrong email or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong email or password.');
  },
};

/** Where the server has the demo off (its 404), as the page shows it after asking. */
function DemoTurnedOff({ onDemo }: { onDemo: () => void }) {
  const [available, setAvailable] = useState(true);
  return (
    <KitchenLogin
      onSignIn={fn()}
      onDemo={() => {
        onDemo();
        setAvailable(false);
      }}
      demoAvailable={available}
    />
  );
}

/**
 * The demo is off on this server: its button goes, a note says so (announced), and the focus
 * it had goes to the email.
 */
export const DemoOff: Story = {
  render: (args) => <DemoTurnedOff onDemo={args.onDemo} />,
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Kitchen demo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDemo).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Kitchen demo' })).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${KITCHEN_DEMO_OFF} Sign in with a staff account.`,
    );
    await expect(
      canvas.getByText(`${KITCHEN_DEMO_OFF} Sign in with a staff account.`),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  },
};
