import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SignupForm } from './SignupForm';

const meta = {
  title: 'Screens/SignupForm',
  tags: ['stable'],
  component: SignupForm,
  args: { onSignup: fn() },
  parameters: {
    route: { url: '/signup' },
    docs: {
      guidance: {
        whenToUse: `
          The /signup form: first and last name, email, the password twice, and a link back to
          login. It checks that every field is filled and the passwords match, then reports the
          details. The backend's refusal (an email already taken) comes back as \`serverError\`.
        `,
        related: ['Screens/LoginForm', 'Components/PasswordInput', 'Primitives/TextInput'],
        keyboard: `
          - On submit the focus goes to the first field with a message; each message is read as its
            field's description, and typing in the field clears it.
          - A \`serverError\` is an alert under the email, which it also describes, until the email
            is edited.
          - Each password field has its own toggle, 'Show password' and 'Show confirm password'
            (\`aria-pressed\`).
          - While the account is created, the form is \`aria-busy\` and the button waits, reading
            'Creating account…'.
        `,
      },
    },
  },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Types a whole signup; `overrides` replaces single fields (an empty string skips one). */
async function fillForm(
  { canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>,
  overrides: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {},
) {
  const values = {
    first: 'Asha',
    last: 'Rao',
    email: 'asha@example.com',
    password: 's3cret pass',
    confirm: overrides.password ?? 's3cret pass',
    ...overrides,
  };
  const fields: [HTMLElement, string][] = [
    [canvas.getByRole('textbox', { name: 'First name' }), values.first],
    [canvas.getByRole('textbox', { name: 'Last name' }), values.last],
    [canvas.getByRole('textbox', { name: 'Email' }), values.email],
    [canvas.getByLabelText(/^Password/), values.password],
    [canvas.getByLabelText(/^Confirm password/), values.confirm],
  ];
  for (const [field, value] of fields) if (value) await userEvent.type(field, value);
}

const MESSAGES = [
  'First name is required',
  'Last name is required',
  'Email is required',
  'Password is required',
  'Confirm password is required',
];

/** Sent from the checkout: choosing to log in instead still returns to the checkout (D10). */
export const LoginKeepsWhereToReturn: Story = {
  args: { switchLinkState: { from: '/checkout' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Already have an account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /login, to return to /checkout',
    );
  },
};

/** Nothing typed yet; 'Already have an account' goes to the login screen. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signup' })).toBeVisible();
    const autocomplete: [HTMLElement, string][] = [
      [canvas.getByRole('textbox', { name: 'First name' }), 'given-name'],
      [canvas.getByRole('textbox', { name: 'Last name' }), 'family-name'],
      [canvas.getByRole('textbox', { name: 'Email' }), 'email'],
      [canvas.getByLabelText(/^Password/), 'new-password'],
      [canvas.getByLabelText(/^Confirm password/), 'new-password'],
    ];
    for (const [field, value] of autocomplete) {
      await expect(field).toHaveAttribute('autocomplete', value);
    }
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Already have an account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};

/** Submitting an empty form shows all five messages and focuses the first name. */
export const SubmitEmptyShowsAllMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    for (const message of MESSAGES) await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Confirm password is required',
    );
    await expect(args.onSignup).not.toHaveBeenCalled();
  },
};

/** Both passwords typed but different: the message is on the confirm field, which gets focus. */
export const PasswordsDontMatch: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fillForm({ canvas, userEvent }, { password: 's3cret pass', confirm: 's3cret pas' });
    await userEvent.keyboard('{Enter}');
    const confirm = canvas.getByLabelText(/^Confirm password/);
    await expect(confirm).toHaveFocus();
    await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
    for (const message of MESSAGES) await expect(canvas.queryByText(message)).toBeNull();
    await expect(args.onSignup).not.toHaveBeenCalled();
    await userEvent.type(confirm, 's');
    await expect(canvas.queryByText("Passwords don't match")).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSignup).toHaveBeenCalledOnce();
  },
};

/** Each password field has its own toggle: showing one leaves the other hidden. */
export const SeparateToggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(/^Password/);
    const confirm = canvas.getByLabelText(/^Confirm password/);
    await userEvent.type(password, 'abc');
    await userEvent.type(confirm, 'abd');
    const showPassword = canvas.getByRole('button', { name: 'Show password' });
    const showConfirm = canvas.getByRole('button', { name: 'Show confirm password' });
    await userEvent.click(showPassword);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(showPassword).toHaveAttribute('aria-pressed', 'true');
    await expect(confirm).toHaveAttribute('type', 'password');
    await expect(showConfirm).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(showConfirm);
    await expect(confirm).toHaveAttribute('type', 'text');
    await userEvent.click(showPassword);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirm).toHaveAttribute('type', 'text');
  },
};

/** Everything filled: onSignup gets the four fields, trimmed names and email, no confirmation. */
export const ValidSignup: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fillForm(
      { canvas, userEvent },
      {
        first: ' Asha ',
        last: 'Rao  ',
        email: ' asha@example.com',
        password: ' s3cret pass',
      },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSignup).toHaveBeenCalledOnce();
    await expect(args.onSignup).toHaveBeenCalledWith({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: ' s3cret pass',
    });
  },
};

/** The backend's refusal shows in an alert under the email, and goes when the email is edited. */
export const ServerErrorShown: Story = {
  args: { serverError: 'Unprocessable Entity. Email Already Exists.' },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unprocessable Entity. Email Already Exists.');
    await expect(alert).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Unprocessable Entity. Email Already Exists.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Asha');
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.type(email, 'x');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(email).not.toHaveAccessibleDescription(
      'Unprocessable Entity. Email Already Exists.',
    );
  },
};

/** A signup call is in flight: the submit button is unavailable, keeps the focus and says so. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Creating account…' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await expect(submit).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Create Account' })).toBeNull();
    await fillForm({ canvas, userEvent });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignup).not.toHaveBeenCalled();
  },
};

/** Markup typed as a name is just text: it is sent exactly as typed and never rendered as HTML. */
export const MarkupInNamesIsText: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const markup = '<img src=x onerror=alert(1)>';
    await fillForm({ canvas, userEvent }, { first: markup });
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue(markup);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSignup).toHaveBeenCalledOnce();
    await expect(args.onSignup).toHaveBeenCalledWith({
      firstName: markup,
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 's3cret pass',
    });
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
