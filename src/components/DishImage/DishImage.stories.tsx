import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DishImage } from './DishImage';

const meta = {
  title: 'Primitives/DishImage',
  tags: ['stable'],
  component: DishImage,
  args: { src: '/images/dishes/biryani.svg', variant: 'grid', loading: 'eager' },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof DishImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid card's picture: decorative (the title is beside it) and sized before it loads. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '320');
    await expect(image).toHaveAttribute('height', '200');
  },
};

/** The dish page's larger picture. */
export const Detail: Story = {
  args: { variant: 'detail' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '360');
  },
};

/** A cart or order line's square, on its own warm tint. */
export const Thumbnail: Story = {
  args: { variant: 'thumbnail', size: 96 },
  decorators: [(Story) => <div style={{ width: '6rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '96');
  },
};
