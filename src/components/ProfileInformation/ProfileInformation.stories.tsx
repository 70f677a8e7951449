import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProfileInformation } from './ProfileInformation';

const user = {
  _id: 'user-asha',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.com',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const meta = {
  title: 'Screens/ProfileInformation',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The profile's first tab: the shopper's name and email, and Logout. It shows the user it is
          given.
        `,
        related: ['Screens/ProfileTabs', 'Primitives/DescriptionList'],
        keyboard: `
          - A region named by its h2, 'Profile Information'.
          - The details are a description list, so a screen reader pairs each value with its term.
          - Logout is its one control.
        `,
      },
    },
  },
  component: ProfileInformation,
  args: { user, onLogout: fn() },
} satisfies Meta<typeof ProfileInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Asha Verma')).toBeVisible();
    await expect(canvas.getByText('asha.verma@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const NameWithMarkupIsText: Story = {
  args: { user: { ...user, firstName: '<img src=x onerror=alert(1)>', lastName: '🍛' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)> 🍛')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
