import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorMessage } from './ErrorMessage';

const meta = {
  title: 'Primitives/ErrorMessage',
  tags: ['stable'],
  component: ErrorMessage,
  args: { children: 'Unprocessable Entity. Email Already Exists.' },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced at once (`role="alert"`): nothing else tells the user. */
export const Alert: Story = {
  args: { role: 'alert' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unprocessable Entity. Email Already Exists.',
    );
  },
};

/** Describes the control it is about; a long word wraps instead of overflowing. */
export const DescribesAControl: Story = {
  args: {
    id: 'place-order-failure',
    children:
      'Your payment went through but the order could not be saved. Please contact support with payment id pay_averyveryveryverylongpaymentidentifier0123456789.',
  },
  render: (args) => (
    <div style={{ width: 280, display: 'grid', gap: 8 }}>
      <ErrorMessage {...args} />
      <button type="button" aria-describedby="place-order-failure">
        Place Order
      </button>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toHaveAccessibleDescription(
      /payment id pay_/,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
