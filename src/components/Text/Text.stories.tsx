import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from './Text';

const meta = {
  title: 'Primitives/Text',
  tags: ['stable'],
  component: Text,
  args: { children: 'Paneer tikka, grilled in the tandoor' },
  argTypes: {
    $size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'display'] },
    $weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
    $tone: { control: 'inline-radio', options: ['muted', 'primary', 'success', 'danger'] },
    $numeric: { control: 'boolean' },
    $mono: { control: 'boolean' },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph in the body's size and colour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paneer tikka, grilled in the tandoor')).toBeVisible();
  },
};

/** The shapes a screen uses most: a heading, a muted line, an amount, a status. */
export const Scale: Story = {
  render: () => (
    <Stack $gap="xs">
      <Text as="h2" $size="xxl">
        Price details
      </Text>
      <Text $size="sm" $tone="muted">
        Payment ID: pay_84c1
      </Text>
      <Text $size="xl" $weight="bold" $numeric>
        ₹ 1,180
      </Text>
      <Text $weight="semibold" $tone="success">
        Arriving in 30 minutes
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Price details' })).toBeVisible();
    await expect(canvas.getByText('₹ 1,180')).toHaveStyle({ fontWeight: '700' });
  },
};

/** A page's title that grows from a breakpoint (`$wideSize`), and a request in the code font. */
export const TitleAndCode: Story = {
  render: () => (
    <Stack $gap="xs">
      <Text as="h1" $size="xxl" $wideSize="xxxl" $wideFrom="md" $weight="bold">
        Request history
      </Text>
      <Text $mono>
        <Text as="span" $mono $weight="bold">
          GET
        </Text>{' '}
        /api/products?category=Indian
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request history' })).toBeVisible();
    await expect(canvas.getByText('GET')).toHaveStyle({ fontWeight: '700' });
  },
};
