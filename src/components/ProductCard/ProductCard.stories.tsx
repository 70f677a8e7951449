import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Product } from '../../domain/types';
import { findProduct } from '../../backend/seed/catalog';
import { ProductCard, type ProductCardProps } from './ProductCard';

const palakPaneer = findProduct('prod-palak-paneer')!;
const butterChicken = findProduct('prod-butter-chicken')!;

const meta = {
  title: 'Components/ProductCard',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          A dish of the store with its wishlist and cart controls: in the grid (its title an h2 and
          a link), and on the dish's page (\`variant="detail"\`: the title is the h1, and the
          restaurant is named). The wishlist draws saved dishes with the same card and other
          controls.
        `,
        related: [
          'Screens/ProductGrid',
          'Screens/ProductDetail',
          'Screens/Wishlist',
          'Primitives/Badge',
        ],
        keyboard: `
          - An article named by its dish.
          - 'Save {dish} to wishlist' is a toggle button (\`aria-pressed\`).
          - 'Add to cart' is described by the dish's title; once the dish is in the cart it becomes
            the link 'Go to cart', which takes the focus.
          - While a call runs, both controls stay focusable but unavailable (\`aria-disabled\`).
          - The rating badge is read as 'Rated 4.5 of 5, vegetarian'.
        `,
      },
    },
  },
  component: ProductCard,
  args: {
    product: palakPaneer,
    onAddToCart: fn(),
    onToggleWishlist: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['grid', 'detail'] },
    imageLoading: { control: 'inline-radio', options: ['eager', 'lazy'] },
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.variant === 'detail' ? '64rem' : '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vegetarian dish: green rating badge with a leaf; the badge is read as a sentence. */
export const Vegetarian: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Palak Paneer' })).toBeVisible();
    await expect(canvas.getByText('₹180')).toBeVisible();
    await expect(canvas.getByText('Indian')).toBeVisible();
    await expect(canvas.getByText(/Soft cottage cheese cubes/)).toBeVisible();
    const badge = canvas.getByTestId('rating-badge');
    await expect(badge).toHaveTextContent('1.5 ★');
    await expect(badge).toHaveTextContent('Rated 1.5 of 5, vegetarian');
    await expect(badge).toHaveStyle({ backgroundColor: 'rgb(21, 128, 61)' });
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('src', '/images/dishes/palak-paneer.svg');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
  },
};

/** Not vegetarian: red badge with a drumstick. */
export const NonVegetarian: Story = {
  args: { product: butterChicken },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Butter Chicken' })).toBeVisible();
    await expect(canvas.getByText('₹250')).toBeVisible();
    const badge = canvas.getByTestId('rating-badge');
    await expect(badge).toHaveTextContent('Rated 4.5 of 5, non-vegetarian');
    await expect(badge).toHaveStyle({ backgroundColor: 'rgb(185, 28, 28)' });
  },
};

/** On the wishlist: the heart is filled and the toggle is pressed. */
export const InWishlist: Story = {
  args: { inWishlist: true },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Save Palak Paneer to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  },
};

/** Already in the cart (D5): the cart button is a link to the cart. */
export const InCart: Story = {
  args: { inCart: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const link = canvas.getByRole('link', { name: 'Go to cart' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link).toHaveAccessibleDescription('Palak Paneer');
    await userEvent.click(link);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /cart');
  },
};

/**
 * Sold out tonight (D42): 'Sold out' stands where 'Add to cart' was, as text, so the dish cannot
 * be added; it can still be saved to the wishlist.
 */
export const SoldOut: Story = {
  args: { product: { ...palakPaneer, soldOut: true } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Go to cart' })).toBeNull();
    // The keyboard finds the title and the heart, and no cart control after them.
    await userEvent.tab();
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Save Palak Paneer to wishlist' });
    await expect(heart).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('article')).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(args.product);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Sold out while it is in the cart: 'Sold out' all the same, not 'Go to cart'. */
export const SoldOutInCart: Story = {
  args: { product: { ...palakPaneer, soldOut: true }, inCart: true },
  parameters: { visual: { sameAs: 'Sold Out' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to cart' })).toBeNull();
  },
};

/**
 * A cart call is in flight: 'Add to cart' is announced as unavailable, ignores clicks and Enter,
 * and keeps the keyboard focus (aria-disabled, not disabled). The heart changes another list,
 * so it does not wait.
 */
export const CartBusy: Story = {
  args: { cartBusy: true },
  play: async ({ canvas, args, userEvent }) => {
    const cart = canvas.getByRole('button', { name: 'Add to cart' });
    const heart = canvas.getByRole('button', { name: 'Save Palak Paneer to wishlist' });
    await expect(cart).toHaveAttribute('aria-disabled', 'true');
    await expect(heart).not.toHaveAttribute('aria-disabled');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(cart).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(cart);
    await expect(cart).toHaveFocus();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** A wishlist call is in flight: the heart waits likewise, and 'Add to cart' does not. */
export const WishlistBusy: Story = {
  args: { wishlistBusy: true },
  play: async ({ canvas, args, userEvent }) => {
    const heart = canvas.getByRole('button', { name: 'Save Palak Paneer to wishlist' });
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};

/** The page's side of 'Add to cart': busy while the call is out, then the dish is in the cart. */
function CardWithCartCall({ onAddToCart, ...args }: ProductCardProps) {
  const [call, setCall] = useState<'none' | 'pending' | 'answered'>('none');
  const addToCart = async (product: Product) => {
    onAddToCart(product);
    setCall('pending');
    await Promise.resolve(); // the server says yes
    setCall('answered');
  };
  return (
    <ProductCard
      {...args}
      cartBusy={call === 'pending'}
      inCart={call === 'answered'}
      onAddToCart={(product) => void addToCart(product)}
    />
  );
}

/** From the keyboard: when 'Go to cart' replaces the focused 'Add to cart', it takes the focus. */
export const KeyboardAddToCartKeepsFocus: Story = {
  parameters: { visual: { sameAs: 'In Cart' } },
  render: (args) => <CardWithCartCall {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Add to cart' }).focus();
    await userEvent.keyboard('{Enter}');
    const goToCart = await canvas.findByRole('link', { name: 'Go to cart' });
    await waitFor(() => expect(goToCart).toHaveFocus());
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /cart');
  },
};

/** 'Add to cart' hands the product to the page; its description names the dish. */
export const AddToCart: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const cart = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(cart).toHaveAccessibleDescription('Palak Paneer');
    await userEvent.click(cart);
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(palakPaneer);
    await expect(args.onToggleWishlist).not.toHaveBeenCalled();
  },
};

/** The heart, from the keyboard: Tab to it (after the title link), press Space. */
export const ToggleWishlist: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const heart = canvas.getByRole('button', { name: 'Save Palak Paneer to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Palak Paneer' })).toHaveFocus();
    await userEvent.tab();
    await expect(heart).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleWishlist).toHaveBeenCalledOnce();
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(palakPaneer);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** The title is a link to the dish's own page. */
export const TitleOpensDetail: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Palak Paneer' });
    await expect(link).toHaveAttribute('href', '/foodItems/prod-palak-paneer');
    await userEvent.click(link);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /foodItems/prod-palak-paneer',
    );
  },
};

/** The card of the detail page: bigger, the title is the page's h1, and it names the restaurant. */
export const DetailVariant: Story = {
  args: { product: butterChicken, variant: 'detail', imageLoading: 'eager' },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Butter Chicken' });
    await expect(within(title).queryByRole('link')).toBeNull();
    await expect(canvas.getByText('From Spice Delight')).toBeVisible();
    await expect(canvas.getByText('Indian')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

const markup = '<img src=x onerror=alert(1)>';
const longText: Product = {
  ...palakPaneer,
  _id: 'prod-long-text',
  title: `🌶️ Extra spicy ${markup} paneer 🔥🔥`,
  description:
    `${'A very long description of a very saucy dish, '.repeat(6)}and then some more text.`
      .padEnd(300, '!')
      .slice(0, 300),
};

/** Long text, emoji and markup (D11): shown literally as text, wrapped inside the card. */
export const LongText: Story = {
  args: { product: longText },
  play: async ({ canvas, canvasElement }) => {
    await expect(longText.description).toHaveLength(300);
    const title = canvas.getByRole('heading', { name: longText.title });
    await expect(title).toHaveTextContent(markup);
    await expect(canvas.getByText(longText.description)).toBeInTheDocument();
    const images = canvasElement.querySelectorAll('img');
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAttribute('src', longText.url);
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
