import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectToast } from '../../testing/expectToast';
import { MemoryApp } from './MemoryApp';
import { flowParameters } from './flowParameters';

const meta = {
  title: 'Flows/Accounts',
  component: MemoryApp,
  parameters: flowParameters(
    "**Sign in.** A visitor logs in, or signs in as a guest with 'Be My Guest': a wrong password is told and can be tried again, and a visitor sent to log in from the cart ends up back in the cart, even after a detour through Signup. For whoever owns accounts and the way back to what the shopper was doing.",
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wrong credentials: the spec's toast, and the form stays filled and usable for another try. */
export const WrongCredentials: Story = {
  args: { url: '/login' },
  play: async ({ canvas, step, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' });

    await step('On the login page, type an email and a wrong password, then Enter', async () => {
      await userEvent.type(email, 'nobody@example.com');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'not-it{Enter}');
    });

    await step("A toast says 'Wrong Credentials'", async () => {
      await expectToast('Wrong Credentials');
    });

    await step('The form keeps the email and can be sent again', async () => {
      await expect(email).toHaveValue('nobody@example.com');
      await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
      await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    });
  },
};

/**
 * Sent from the cart to log in, the visitor opens signup, then the header's Login: that link
 * keeps the cart as the place to return to (it never points login back at itself).
 */
export const HeaderLoginFromSignupStillReturnsToTheCart: Story = {
  args: { url: '/cart' },
  play: async ({ canvas, step, userEvent }) => {
    await step("The cart sends a visitor to log in; they choose 'Create New Account'", async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'Create New Account' }));
      await expect(await canvas.findByRole('heading', { name: 'Signup' })).toBeVisible();
    });

    await step("On Signup they change their mind: the header's Login", async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Login' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    });

    await step("'Be My Guest' signs them in and takes them back to the cart", async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Be My Guest' }));
      await expectToast('Successfully logged in as Guest');
      await expect(await canvas.findByText('Your Cart is Empty')).toBeVisible();
    });
  },
};
