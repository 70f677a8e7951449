import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { WishlistItem } from '../../domain/types';
import { menuWith, useLoadedOnRetry, wishlistItem } from '../Cart/storyFixtures';
import { Wishlist, type WishlistProps } from './Wishlist';

const saved = [
  wishlistItem('prod-masala-dosa'),
  wishlistItem('prod-peking-duck'),
  wishlistItem('prod-tiramisu'),
];
const noIds: ReadonlySet<string> = new Set();

const meta = {
  title: 'Screens/Wishlist',
  tags: ['stable'],
  component: Wishlist,
  parameters: {
    route: { url: '/wishList' },
    docs: {
      guidance: {
        whenToUse: `
          The /wishList page: 'My Wishlist (n)' and a card per saved dish with 'Add to cart' (or
          'Increase cart quantity' once it is in the cart) and 'Remove from Wishlist'; or 'Your
          Wishlist is empty' with a way back. A dish sold out or gone from the menu says so instead
          of offering to add it.
        `,
        related: [
          'Screens/Cart',
          ['Components/ProductCard', 'the card it draws dishes with'],
          'Components/ListScreen',
        ],
        keyboard: `
          - The cards are a list, 'Saved dishes'; each is an article named by its dish, whose title
            links to the dish.
          - 'Add to cart' becomes 'Increase cart quantity' on the same button, so the focus stays.
            Both buttons are described by the dish's title and stay focusable while a call runs
            (\`aria-disabled\`).
          - When a removed card takes the focus with it, the focus goes to the heading, which reads
            the new count.
          - Loading is a busy region that says 'Loading your wishlist'; a failed load is an alert
            with 'Try again'.
        `,
      },
    },
  },
  args: {
    items: saved,
    cartIds: noIds,
    onRemove: fn(),
    onAddToCart: fn(),
    onIncreaseQuantity: fn(),
    onRetry: fn(),
  },
  argTypes: {
    cartIds: { control: false },
    cartBusyIds: { control: false },
    wishlistBusyIds: { control: false },
    menu: { control: false },
  },
} satisfies Meta<typeof Wishlist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of one dish, found by its title. */
const cardOf = (root: HTMLElement, title: string) =>
  within(within(root).getByRole('article', { name: title }));

/** While the wishlist loads: skeleton cards in a busy region, announced once. */
export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your wishlist');
    const busy = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(busy!).getAllByTestId('product-card-skeleton')).toHaveLength(4);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A wishlist whose first load failed; 'Try again' loads the story's dishes. */
function WishlistLoadedOnRetry(props: WishlistProps) {
  const load = useLoadedOnRetry(props.items, props.onRetry);
  return <Wishlist {...props} {...load} />;
}

/** The wishlist could not be loaded: the message and 'Try again', which loads the cards. */
export const LoadFailed: Story = {
  render: (args) => <WishlistLoadedOnRetry {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your wishlist.');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    const cards = await canvas.findByRole('list', { name: 'Saved dishes' });
    await expect(within(cards).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist (3)' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Nothing saved: the spec's text and a way back to the dishes. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist (0)' })).toBeVisible();
    await expect(canvas.getByText('Your Wishlist is empty')).toBeVisible();
    const browse = canvas.getByRole('link', { name: 'Browse dishes' });
    await expect(browse).toHaveAttribute('href', '/foodItems');
    await userEvent.click(browse);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

/** Three saved dishes, each a card: picture, rating, title link, cuisine, price, two buttons. */
export const Items: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist (3)' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Saved dishes' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    const duck = cardOf(canvasElement, 'Peking Duck');
    await expect(duck.getByRole('heading', { level: 2, name: 'Peking Duck' })).toBeVisible();
    await expect(duck.getByText('₹300')).toBeVisible();
    await expect(duck.getByText('Chinese')).toBeVisible();
    await expect(duck.getByTestId('rating-badge')).toHaveTextContent(
      'Rated 2.0 of 5, non-vegetarian',
    );
    await expect(duck.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(
      'Peking Duck',
    );
    await expect(
      duck.getByRole('button', { name: 'Remove from Wishlist' }),
    ).toHaveAccessibleDescription('Peking Duck');
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    const link = duck.getByRole('link', { name: 'Peking Duck' });
    await expect(link).toHaveAttribute('href', '/foodItems/prod-peking-duck');
    await userEvent.click(link);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /foodItems/prod-peking-duck',
    );
  },
};

/** A dish already in the cart: its button reads 'Increase cart quantity' and asks for one more. */
export const InCartShowsIncrease: Story = {
  args: { cartIds: new Set(['prod-tiramisu']) },
  play: async ({ canvasElement, args, userEvent }) => {
    const tiramisu = cardOf(canvasElement, 'Tiramisu');
    await expect(tiramisu.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const increase = tiramisu.getByRole('button', { name: 'Increase cart quantity' });
    await expect(increase).toHaveAccessibleDescription('Tiramisu');
    await userEvent.click(increase);
    await expect(args.onIncreaseQuantity).toHaveBeenCalledOnce();
    await expect(args.onIncreaseQuantity).toHaveBeenCalledWith('prod-tiramisu');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    const dosa = cardOf(canvasElement, 'Masala Dosa');
    await expect(dosa.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  },
};

/**
 * The kitchen sold out Peking Duck tonight (D42): its card says so where 'Add to cart' was, in
 * the cart or not; it can still be removed. The other dishes can be added.
 */
export const SoldOutDish: Story = {
  args: {
    menu: menuWith({ 'prod-peking-duck': { soldOut: true } }),
    cartIds: new Set(['prod-peking-duck']),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const duck = cardOf(canvasElement, 'Peking Duck');
    await expect(duck.getByText('Sold out')).toBeVisible();
    await expect(duck.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(duck.queryByRole('button', { name: 'Increase cart quantity' })).toBeNull();
    await expect(duck.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(duck.getByRole('button', { name: 'Remove from Wishlist' }));
    await expect(args.onRemove).toHaveBeenCalledWith('prod-peking-duck');

    const dosa = cardOf(canvasElement, 'Masala Dosa');
    await expect(dosa.queryByText('Sold out')).toBeNull();
    await userEvent.click(dosa.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(saved[0]);
    await expect(args.onIncreaseQuantity).not.toHaveBeenCalled();
  },
};

/**
 * Tiramisu left the menu and Masala Dosa costs ₹130 now (D42): the one says so instead of
 * 'Add to cart', the other shows its price now.
 */
export const MenuChanged: Story = {
  args: {
    menu: menuWith({ 'prod-tiramisu': null, 'prod-masala-dosa': { price: '130' } }),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const tiramisu = cardOf(canvasElement, 'Tiramisu');
    await expect(tiramisu.getByText('No longer on the menu')).toBeVisible();
    await expect(tiramisu.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const dosa = cardOf(canvasElement, 'Masala Dosa');
    await expect(dosa.getByText('₹130')).toBeVisible();
    await userEvent.click(dosa.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ ...saved[0], price: '130' });
  },
};

/** 'Add to cart' hands the whole saved item to the page. */
export const AddToCart: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(
      cardOf(canvasElement, 'Masala Dosa').getByRole('button', { name: 'Add to cart' }),
    );
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(saved[0]);
    await expect(args.onIncreaseQuantity).not.toHaveBeenCalled();
  },
};

/** 'Remove from Wishlist' gives the page the dish's id, from the keyboard too. */
export const Remove: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const remove = cardOf(canvasElement, 'Peking Duck').getByRole('button', {
      name: 'Remove from Wishlist',
    });
    remove.focus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('prod-peking-duck');
  },
};

/** A wishlist that really changes: after a removal, focus lands on the heading's new count. */
function LiveWishlist(props: WishlistProps) {
  const [items, setItems] = useState<WishlistItem[]>(props.items ?? []);
  const [cartIds, setCartIds] = useState(props.cartIds);
  return (
    <Wishlist
      {...props}
      items={items}
      cartIds={cartIds}
      onRemove={(productId) => {
        props.onRemove(productId);
        setItems((saved) => saved.filter((item) => item._id !== productId));
      }}
      onAddToCart={(product) => {
        props.onAddToCart(product);
        setCartIds((ids) => new Set([...ids, product._id]));
      }}
    />
  );
}

/** Adding keeps focus on the button, which now reads 'Increase cart quantity'; removing moves it to the heading. */
export const KeyboardJourney: Story = {
  render: (args) => <LiveWishlist {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const dosa = cardOf(canvasElement, 'Masala Dosa');
    const add = dosa.getByRole('button', { name: 'Add to cart' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledWith(saved[0]);
    await expect(add).toHaveTextContent('Increase cart quantity');
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIncreaseQuantity).toHaveBeenCalledWith('prod-masala-dosa');

    dosa.getByRole('button', { name: 'Remove from Wishlist' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'My Wishlist (2)' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/**
 * Calls in flight: a cart call for Peking Duck makes its cart button wait, a wishlist call for
 * Tiramisu its 'Remove from Wishlist'; each dish's other button, and Masala Dosa's, do not.
 */
export const Busy: Story = {
  args: {
    cartBusyIds: new Set(['prod-peking-duck']),
    wishlistBusyIds: new Set(['prod-tiramisu']),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const duck = cardOf(canvasElement, 'Peking Duck');
    const duckCart = duck.getByRole('button', { name: 'Add to cart' });
    await expect(duckCart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(duckCart);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    const tiramisu = cardOf(canvasElement, 'Tiramisu');
    const tiramisuRemove = tiramisu.getByRole('button', { name: 'Remove from Wishlist' });
    await expect(tiramisuRemove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tiramisuRemove);
    await expect(args.onRemove).not.toHaveBeenCalled();

    for (const button of [
      duck.getByRole('button', { name: 'Remove from Wishlist' }),
      tiramisu.getByRole('button', { name: /cart/ }),
      ...cardOf(canvasElement, 'Masala Dosa').getAllByRole('button'),
    ]) {
      await expect(button).not.toHaveAttribute('aria-disabled');
    }
    await userEvent.click(duck.getByRole('button', { name: 'Remove from Wishlist' }));
    await expect(args.onRemove).toHaveBeenCalledWith('prod-peking-duck');
  },
};
