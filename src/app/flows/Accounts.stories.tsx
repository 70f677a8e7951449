import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectToast } from '../../testing/expectToast';
import { MemoryApp } from './MemoryApp';

const meta = {
  title: 'Flows/Accounts',
  component: MemoryApp,
  parameters: { route: false, layout: 'fullscreen' },
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wrong credentials: the spec's toast, and the form stays filled and usable for another try. */
export const WrongCredentials: Story = {
  args: { url: '/login' },
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-it{Enter}');
    await expectToast('Wrong Credentials');
    await expect(email).toHaveValue('nobody@example.com');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  },
};

/**
 * Sent from the cart to log in, the visitor opens signup, then the header's Login: that link
 * keeps the cart as the place to return to (it never points login back at itself).
 */
export const HeaderLoginFromSignupStillReturnsToTheCart: Story = {
  args: { url: '/cart' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Create New Account' }));
    await expect(await canvas.findByRole('heading', { name: 'Signup' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Login' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Be My Guest' }));
    await expectToast('Successfully logged in as Guest');
    await expect(await canvas.findByText('Your Cart is Empty')).toBeVisible();
  },
};
