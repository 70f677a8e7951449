import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Screens/LoginForm',
  tags: ['stable'],
  component: LoginForm,
  args: { onLogin: fn(), onGuest: fn() },
  parameters: {
    route: { url: '/login' },
    docs: {
      guidance: {
        whenToUse: `
          The shopper's /login: email and password, 'Be My Guest', and a link to sign up. It checks
          that both fields are filled and reports the credentials; the app logs in. For the
          kitchen's staff, use KitchenLogin.
        `,
        related: ['Screens/SignupForm', 'Screens/KitchenLogin', 'Components/PasswordInput'],
        keyboard: `
          - Enter in a field submits. An empty field gets its message, read as its description, and
            the focus goes to the first such field; typing in a field clears its message.
          - 'Show password' is a toggle button (\`aria-pressed\`).
          - While logging in, the form is \`aria-busy\` and both buttons stay focusable but
            unavailable, the submit reading 'Logging in…'.
        `,
      },
    },
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet; 'Create New Account' goes to the signup screen. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('button', { name: 'Be My Guest' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Create New Account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /signup');
  },
};

/** Sent to log in from the cart: choosing to sign up instead still returns to the cart (D10). */
export const SignupKeepsWhereToReturn: Story = {
  args: { switchLinkState: { from: '/cart' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Create New Account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /signup, to return to /cart',
    );
  },
};

/** Submitting an empty form shows both messages, calls nothing and focuses the email field. */
export const SubmitEmptyShowsBothMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password is required',
    );
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** Only the email typed: the password message alone, and the focus goes to the password. */
export const MissingPassword: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.com{Enter}');
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(canvas.queryByText('Email is required')).toBeNull();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** Enter submits: the email is trimmed, the password is sent exactly as typed. */
export const ValidLogin: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '  asha@example.com ');
    await userEvent.type(canvas.getByLabelText(/^Password/), ' s3cret pass {Enter}');
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onLogin).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: ' s3cret pass ',
    });
    await expect(canvas.queryByText('Email is required')).toBeNull();
    await expect(canvas.queryByText('Password is required')).toBeNull();
  },
};

/** 'Show password' reveals the typed text and hides it again. */
export const PasswordVisibility: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'hunter2!');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter2!');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('hunter2!');
  },
};

/** 'Be My Guest' logs in with the demo account, without touching the fields. */
export const BeMyGuest: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Be My Guest' }));
    await expect(args.onGuest).toHaveBeenCalledOnce();
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Email is required')).toBeNull();
  },
};

/**
 * A login call is in flight: both buttons are unavailable (and keep the focus) and the submit
 * button says so.
 */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Logging in…' });
    const guest = canvas.getByRole('button', { name: 'Be My Guest' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(guest).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await userEvent.click(guest);
    await expect(guest).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret{Enter}');
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(args.onGuest).not.toHaveBeenCalled();
  },
};

/** A message goes away as soon as the user types in its field; the other one stays. */
export const ErrorClearsWhenTyping: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'a');
    await expect(canvas.queryByText('Email is required')).toBeNull();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'x');
    await expect(canvas.queryByText('Password is required')).toBeNull();
  },
};
