import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { findProduct } from '../../backend/seed/catalog';
import { expectDarkPage } from '../../testing/expectDarkPage';
import { ProductDetail } from './ProductDetail';

const biryani = findProduct('prod-biryani')!;

const meta = {
  title: 'Screens/ProductDetail',
  tags: ['stable'],
  component: ProductDetail,
  args: {
    product: biryani,
    onAddToCart: fn(),
    onToggleWishlist: fn(),
  },
  parameters: {
    route: { path: '/foodItems/:id', url: '/foodItems/prod-biryani' },
    docs: {
      guidance: {
        whenToUse: `
          The page of one dish (/foodItems/{id}): a link back to all dishes and the dish's card in
          its detail variant, which names the restaurant; skeletons while it loads; and a notice
          with a way back when the id is unknown.
        `,
        related: ['Components/ProductCard', 'Screens/ProductGrid', 'Components/MissingNotice'],
        keyboard: `
          - The dish's title is the page's h1.
          - 'Save {dish} to wishlist' is a toggle button (\`aria-pressed\`); 'Add to cart' becomes
            the link 'Go to cart', which takes the focus.
          - The rating is read as 'Rated 4.5 of 5, vegetarian'.
          - While loading, a busy region says 'Loading dish'.
        `,
      },
    },
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the dish loads: a skeleton in the shape of the detail card, "Loading dish" announced. */
export const Loading: Story = {
  args: { product: undefined },
  play: async ({ canvas }) => {
    const message = canvas.getByText('Loading dish');
    await expect(message).toHaveAttribute('role', 'status');
    await expect(message.closest('[aria-busy="true"]')).toContainElement(
      canvas.getByTestId('product-card-skeleton'),
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to all dishes' })).toBeVisible();
  },
};

/** The dish: title as the page heading, restaurant, price, and the cart and wishlist controls. */
export const Found: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Biryani' })).toBeVisible();
    await expect(canvas.getByText('From Taste of India')).toBeVisible();
    await expect(canvas.getByText('₹200')).toBeVisible();
    await expect(canvas.getByTestId('rating-badge')).toHaveTextContent(
      'Rated 3.5 of 5, non-vegetarian',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(biryani);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Biryani to wishlist' }));
    await expect(args.onToggleWishlist).toHaveBeenCalledOnce();
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(biryani);
  },
};

/** The back link above the card returns to the list of dishes. */
export const BackToAllDishes: Story = {
  parameters: { visual: { sameAs: 'Not Found' } },
  play: async ({ canvas, userEvent }) => {
    const back = canvas.getByRole('link', { name: 'Back to all dishes' });
    await expect(back).toHaveAttribute('href', '/foodItems');
    await userEvent.click(back);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

/** An unknown id (D16): a clear message and a way back to the dishes. */
export const NotFound: Story = {
  args: { product: null },
  parameters: { route: { path: '/foodItems/:id', url: '/foodItems/prod-no-such-dish' } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'We could not find that dish' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    const browse = canvas.getByRole('link', { name: 'Browse all dishes' });
    await expect(browse).toHaveAttribute('href', '/foodItems');
    await userEvent.click(browse);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

/** Already in the cart and on the wishlist: 'Go to cart' and a pressed heart. */
export const InCart: Story = {
  args: { inCart: true, inWishlist: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save Biryani to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Go to cart' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /cart');
  },
};

/** Sold out tonight (D42): the page says so where 'Add to cart' was; the heart still saves it. */
export const SoldOut: Story = {
  args: { product: { ...biryani, soldOut: true } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Biryani' })).toBeVisible();
    await expect(canvas.getByText('₹200')).toBeVisible();
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Biryani to wishlist' }));
    await expect(args.onToggleWishlist).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** A dish in the dark theme, on the wishlist. */
export const Dark: Story = {
  args: { inWishlist: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expectDarkPage();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Biryani' })).toBeVisible();
    await expect(canvas.getByText('₹200')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Biryani to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
