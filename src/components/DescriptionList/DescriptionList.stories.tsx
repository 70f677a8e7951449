import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Primitives/DescriptionList',
  tags: ['stable'],
  component: DescriptionList,
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term beside its value; a long email breaks instead of running off the screen. */
export const Default: Story = {
  render: (args) => (
    <DescriptionList {...args} style={{ maxWidth: '16rem' }}>
      <dt>Name</dt>
      <dd>Asha Verma</dd>
      <dt>Email</dt>
      <dd>asha.verma.orders.everyday@example.com</dd>
    </DescriptionList>
  ),
  play: async ({ canvas }) => {
    const term = canvas.getByText('Name');
    const value = canvas.getByText('Asha Verma');
    await expect(term).toBeVisible();
    await expect(value).toBeVisible();
    await expect(term.getBoundingClientRect().right).toBeLessThanOrEqual(
      value.getBoundingClientRect().left,
    );
    const email = canvas.getByText('asha.verma.orders.everyday@example.com');
    await expect(email.getBoundingClientRect().width).toBeLessThanOrEqual(16 * 16);
  },
};
