import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { applyFilters, DEFAULT_FILTERS } from '../../domain/filters';
import { catalogOfSize, PRODUCTS } from '../../backend/seed/catalog';
import { expectDarkPage } from '../../testing/expectDarkPage';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Screens/ProductGrid',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The dishes on /foodItems: 'Total Food Items: n', then a card per dish, or 'No products
          found within the selected price range.' It shows the dishes it is given: FilterSidebar and
          the domain's rules choose them. A small catalog's cards are kept and hidden as filters
          change; from 200 dishes only the rows near the viewport are rendered.
        `,
        related: [
          'Components/ProductCard',
          'Components/FilterSidebar',
          'Components/SearchBox',
          'Screens/ProductDetail',
        ],
        keyboard: `
          - A region, 'Dishes'. The count is a status, so a screen reader hears it change with the
            filters.
          - Each card is an article named by its dish: its title (an h2 and a link), the wishlist
            toggle (\`aria-pressed\`), and 'Add to cart', which becomes 'Go to cart' and keeps the
            focus.
          - A card whose call is in flight keeps its buttons focusable but unavailable.
          - While loading, a busy region says 'Loading dishes'.
        `,
      },
    },
  },
  component: ProductGrid,
  args: {
    products: PRODUCTS,
    onAddToCart: fn(),
    onToggleWishlist: fn(),
  },
  argTypes: {
    cartIds: { control: false },
    wishlistIds: { control: false },
    cartBusyIds: { control: false },
    wishlistBusyIds: { control: false },
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the dishes load, skeleton cards hold their place and "Loading dishes" is announced. */
export const Loading: Story = {
  args: { products: undefined },
  play: async ({ canvas }) => {
    const message = canvas.getByText('Loading dishes');
    await expect(message).toHaveAttribute('role', 'status');
    const region = message.closest<HTMLElement>('[aria-busy="true"]');
    await expect(region).not.toBeNull();
    await expect(within(region!).getAllByTestId('product-card-skeleton')).toHaveLength(8);
    await expect(canvas.queryByText(/Total Food Items/)).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * A catalog of thousands (`VITE_CATALOG_SIZE`): the grid is windowed, so only the rows near
 * the viewport are cards in the page, and the last dish is there once scrolled to.
 */
export const ThousandsWindowed: Story = {
  args: { products: catalogOfSize(2000) },
  // 2,000 dishes are far taller than a picture: compare the top of the list.
  parameters: { visual: { fullPage: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Food Items: 2000')).toBeVisible();
    // The windowed grid may render a card again as it measures its rows: look it up each time.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Biryani' })).toBeVisible());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(100);
    // Rows are measured as they render, which moves the end: scroll again until it stays, as a
    // shopper holding End would.
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return expect(canvas.getByRole('heading', { name: 'Vegetable Chow Mein 67' })).toBeVisible();
    });
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(100);
  },
};

/** The whole catalog: the count, 30 cards, the first row's pictures load at once. */
export const AllThirty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Total Food Items: 30')).toHaveAttribute('role', 'status');
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    await expect(within(list).getAllByRole('article')).toHaveLength(30);
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.slice(0, 4).map((image) => image.loading)).toEqual(Array(4).fill('eager'));
    await expect(images.slice(4).every((image) => image.loading === 'lazy')).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const italianVegTopRated = applyFilters(PRODUCTS, {
  ...DEFAULT_FILTERS,
  vegetarian: true,
  minRating: 4,
  categories: ['Italian'],
});

/** Filtered to vegetarian Italian dishes rated 4 and up: three cards. */
export const Filtered: Story = {
  args: { products: italianVegTopRated },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Total Food Items: 3');
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Margherita Pizza', 'Tiramisu', 'Panna Cotta']);
  },
};

/**
 * The same three, chosen from the whole catalog (`pool`), as the dishes page passes them: the
 * other cards stay in the page, hidden, so that changing the filters shows or hides cards
 * instead of building them. The shopper sees exactly what `Filtered` shows.
 */
export const FilteredFromTheCatalog: Story = {
  args: { products: italianVegTopRated, pool: PRODUCTS },
  parameters: { visual: { sameAs: 'Filtered' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Total Food Items: 3');
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Margherita Pizza', 'Tiramisu', 'Panna Cotta']);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const shownImages = [...canvasElement.querySelectorAll('li:not([hidden]) img')];
    await expect(shownImages.map((image) => (image as HTMLImageElement).loading)).toEqual(
      Array(3).fill('eager'),
    );
  },
};

/** The catalog says Tiramisu is sold out tonight (D42): its card says so, with no cart control. */
export const DishSoldOut: Story = {
  args: {
    products: italianVegTopRated.map((dish) =>
      dish._id === 'prod-tiramisu' ? { ...dish, soldOut: true } : dish,
    ),
  },
  play: async ({ canvas }) => {
    const tiramisu = within(canvas.getByRole('article', { name: 'Tiramisu' }));
    await expect(tiramisu.getByText('Sold out')).toBeVisible();
    await expect(tiramisu.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(tiramisu.getByRole('button', { name: 'Save Tiramisu to wishlist' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(2);
    await expect(canvas.getAllByText('Sold out')).toHaveLength(1);
  },
};

/** Nothing matches: the count says 0 and the empty text replaces the grid. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Total Food Items: 0');
    await expect(
      canvas.getByText('No products found within the selected price range.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * What the shopper has: cart items link to the cart, wishlisted hearts are pressed, and a control
 * whose list has a call in flight for its dish waits, while the dish's other control does not.
 */
export const WithCartAndWishlist: Story = {
  args: {
    cartIds: new Set(['prod-biryani', 'prod-masala-dosa']),
    wishlistIds: new Set(['prod-butter-chicken', 'prod-biryani']),
    cartBusyIds: new Set(['prod-palak-paneer']),
    wishlistBusyIds: new Set(['prod-butter-chicken']),
  },
  play: async ({ canvas, args, userEvent }) => {
    const card = (title: string) => within(canvas.getByRole('article', { name: title }));

    await expect(card('Biryani').getByRole('link', { name: 'Go to cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await expect(card('Masala Dosa').queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Go to cart' })).toHaveLength(2);

    const heart = (title: string) =>
      card(title).getByRole('button', { name: `Save ${title} to wishlist` });
    await expect(heart('Butter Chicken')).toHaveAttribute('aria-pressed', 'true');
    await expect(heart('Biryani')).toHaveAttribute('aria-pressed', 'true');
    await expect(heart('Masala Dosa')).toHaveAttribute('aria-pressed', 'false');

    await expect(card('Palak Paneer').getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(heart('Palak Paneer')).not.toHaveAttribute('aria-disabled');
    await expect(heart('Butter Chicken')).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(card('Butter Chicken').getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      PRODUCTS.find((product) => product._id === 'prod-butter-chicken'),
    );
    await userEvent.click(heart('Masala Dosa'));
    await expect(args.onToggleWishlist).toHaveBeenCalledOnce();
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(
      PRODUCTS.find((product) => product._id === 'prod-masala-dosa'),
    );
  },
};

/** The grid in the dark theme, with a dish in the cart, a pressed heart and a busy card. */
export const Dark: Story = {
  args: {
    cartIds: new Set(['prod-biryani']),
    wishlistIds: new Set(['prod-butter-chicken']),
    cartBusyIds: new Set(['prod-palak-paneer']),
  },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expectDarkPage();
    await expect(canvas.getAllByRole('article')).toHaveLength(PRODUCTS.length);
    await expect(canvas.getByRole('link', { name: 'Go to cart' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Save Butter Chicken to wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
