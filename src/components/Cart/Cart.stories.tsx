import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { CartItem } from '../../domain/types';
import { Cart, type CartProps } from './Cart';
import { amountOf, cartItem, menuWith, useLoadedOnRetry } from './storyFixtures';

const butterChicken = cartItem('prod-butter-chicken');
const severalLines = [
  cartItem('prod-butter-chicken', 2),
  cartItem('prod-biryani'),
  cartItem('prod-gulab-jamun', 3),
];

const meta = {
  title: 'Screens/Cart',
  tags: ['stable'],
  component: Cart,
  parameters: {
    route: { url: '/cart' },
    docs: {
      guidance: {
        whenToUse: `
          The /cart page: a line per dish with its quantity and 'Remove from Cart', the price
          details and CHECKOUT; or 'Your Cart is Empty' with a way back to the dishes. A line says
          when its dish is sold out, gone or repriced on the menu. It shows what it is given and
          reports each press; the app's cart flow makes the calls.
        `,
        related: [
          'Screens/Wishlist',
          ['Screens/Checkout', 'where CHECKOUT goes'],
          'Components/PriceDetails',
          ['Components/ListScreen', 'its heading and empty state'],
        ],
        keyboard: `
          - Each line's title is a heading and a link to the dish; 'Remove from Cart' is described
            by it.
          - The quantity is a group 'Quantity of {dish}' with 'Decrease quantity of {dish}' and
            'Increase quantity of {dish}'; the number is a polite status, heard as 'Quantity 3'.
          - A button whose call is in flight, '−' at 1 and '+' at the most, stays focusable but
            unavailable (\`aria-disabled\`), so the focus is never lost.
          - When a removed line takes the focus with it, the focus goes to the heading 'MY CART
            (n)', which reads the new count.
          - Loading is a busy region that says 'Loading your cart'; a failed load is an alert with
            'Try again'.
        `,
      },
    },
  },
  args: {
    items: severalLines,
    onIncrement: fn(),
    onDecrement: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
  argTypes: {
    busyIds: { control: false },
    menu: { control: false },
  },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

const pricePanel = (root: HTMLElement) =>
  within(root).getByRole('region', { name: 'Price details' });

/** While the cart loads: skeleton lines and panel in a busy region, announced once. */
export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'MY CART' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart');
    const busy = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(busy!).getAllByTestId('cart-line-skeleton')).toHaveLength(2);
    await expect(within(busy!).getByTestId('price-details-skeleton')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'CHECKOUT' })).toBeNull();
  },
};

/** A cart whose first load failed; 'Try again' loads the story's lines. */
function CartLoadedOnRetry(props: CartProps) {
  const load = useLoadedOnRetry(props.items, props.onRetry);
  return <Cart {...props} {...load} />;
}

/** The cart could not be loaded: the message and 'Try again' instead of skeletons, which loads it. */
export const LoadFailed: Story = {
  parameters: { visual: { sameAs: 'Several Lines' } },
  render: (args) => <CartLoadedOnRetry {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'MY CART' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your cart.');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    const lines = await canvas.findByRole('list', { name: 'Dishes in your cart' });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 1, name: 'MY CART (3)' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Nothing in the cart: the spec's text and a way back to the dishes; nothing to check out. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'MY CART (0)' })).toBeVisible();
    await expect(canvas.getByText('Your Cart is Empty')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'CHECKOUT' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Price details' })).toBeNull();
    const browse = canvas.getByRole('link', { name: 'Browse dishes' });
    await expect(browse).toHaveAttribute('href', '/foodItems');
    await userEvent.click(browse);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

/** One Butter Chicken: decrement is unavailable at 1 and ignores clicks; ₹250 + ₹100 = ₹350. */
export const OneLine: Story = {
  args: { items: [butterChicken] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'MY CART (1)' })).toBeVisible();
    const line = within(canvas.getByRole('listitem'));
    await expect(line.getByRole('heading', { level: 2, name: 'Butter Chicken' })).toBeVisible();
    await expect(line.getByRole('link', { name: 'Butter Chicken' })).toHaveAttribute(
      'href',
      '/foodItems/prod-butter-chicken',
    );
    await expect(line.getByText('₹250')).toBeVisible();
    await expect(line.getByText('40% OFF')).toBeVisible();
    await expect(line.getByRole('status', { name: 'Quantity 1' })).toHaveTextContent('Quantity 1');

    const decrement = line.getByRole('button', { name: 'Decrease quantity of Butter Chicken' });
    await expect(decrement).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrement);
    await expect(args.onDecrement).not.toHaveBeenCalled();
    const increment = line.getByRole('button', { name: 'Increase quantity of Butter Chicken' });
    await expect(increment).not.toHaveAttribute('aria-disabled');

    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('src', butterChicken.url);
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '96');
    await expect(image).toHaveAttribute('decoding', 'async');

    const panel = pricePanel(canvasElement);
    await expect(amountOf(panel, 'Price (1 item)')).toBe('₹250');
    await expect(amountOf(panel, 'Delivery Charges')).toBe('₹100');
    await expect(amountOf(panel, 'Total Amount')).toBe('₹350');
  },
};

/** Three dishes in mixed quantities: 2 × ₹250 + ₹200 + 3 × ₹120 + ₹100 delivery = ₹1,160. */
export const SeveralLines: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'MY CART (3)' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Dishes in your cart' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByText('40% OFF')).toHaveLength(3);
    await expect(canvas.getByRole('status', { name: 'Quantity 3' })).toBeInTheDocument();
    const panel = pricePanel(canvasElement);
    await expect(amountOf(panel, 'Price (6 items)')).toBe('₹1,060');
    await expect(amountOf(panel, 'Delivery Charges')).toBe('₹100');
    await expect(amountOf(panel, 'Total Amount')).toBe('₹1,160');
  },
};

/** The line of a dish, found by its title. */
const lineOf = (root: HTMLElement, title: string) =>
  within(
    within(root)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: title }))!,
  );

/**
 * The kitchen sold out Biryani tonight (D42): its line says so and what to do, it cannot be had
 * more of, and 'Remove from Cart' takes it out.
 */
export const ADishSoldOut: Story = {
  args: { menu: menuWith({ 'prod-biryani': { soldOut: true } }) },
  play: async ({ canvasElement, args, userEvent }) => {
    const biryani = lineOf(canvasElement, 'Biryani');
    await expect(biryani.getByText('Sold out')).toBeVisible();
    await expect(biryani.getByText('Remove it to check out.')).toBeVisible();
    const increment = biryani.getByRole('button', { name: 'Increase quantity of Biryani' });
    await expect(increment).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increment);
    await expect(args.onIncrement).not.toHaveBeenCalled();
    const chicken = lineOf(canvasElement, 'Butter Chicken');
    await expect(chicken.queryByText('Sold out')).toBeNull();
    await expect(
      chicken.getByRole('button', { name: 'Increase quantity of Butter Chicken' }),
    ).not.toHaveAttribute('aria-disabled');
    await userEvent.click(biryani.getByRole('button', { name: 'Remove from Cart' }));
    await expect(args.onRemove).toHaveBeenCalledWith('prod-biryani');
  },
};

/**
 * Butter Chicken costs ₹280 now, not the ₹250 it was added at: the line says so, and the line
 * and the totals are at the new price (2 × ₹280 + ₹200 + 3 × ₹120 + ₹100 = ₹1,220).
 */
export const APriceChanged: Story = {
  args: { menu: menuWith({ 'prod-butter-chicken': { price: '280' } }) },
  play: async ({ canvasElement }) => {
    const chicken = lineOf(canvasElement, 'Butter Chicken');
    await expect(chicken.getByText('₹280')).toBeVisible();
    await expect(chicken.getByText('Price changed: ₹280 (was ₹250)')).toBeVisible();
    await expect(chicken.queryByText('₹250')).toBeNull();
    await expect(lineOf(canvasElement, 'Biryani').queryByText(/Price changed/)).toBeNull();
    const panel = pricePanel(canvasElement);
    await expect(amountOf(panel, 'Price (6 items)')).toBe('₹1,120');
    await expect(amountOf(panel, 'Total Amount')).toBe('₹1,220');
  },
};

/**
 * Gulab Jamun is no longer on the menu: its line says so and what to do, at the price it was
 * added at, and it cannot be had more of.
 */
export const LeftTheMenu: Story = {
  args: { menu: menuWith({ 'prod-gulab-jamun': null }) },
  play: async ({ canvasElement, args, userEvent }) => {
    const jamun = lineOf(canvasElement, 'Gulab Jamun');
    await expect(jamun.getByText('No longer on the menu')).toBeVisible();
    await expect(jamun.getByText('Remove it to check out.')).toBeVisible();
    await expect(jamun.getByText('₹120')).toBeVisible();
    const increment = jamun.getByRole('button', { name: 'Increase quantity of Gulab Jamun' });
    await expect(increment).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(jamun.getByRole('button', { name: 'Decrease quantity of Gulab Jamun' }));
    await expect(args.onDecrement).toHaveBeenCalledWith('prod-gulab-jamun');
    await expect(amountOf(pricePanel(canvasElement), 'Total Amount')).toBe('₹1,160');
  },
};

/** '+' asks the page for one more of that dish, from the mouse or the keyboard. */
export const Increment: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const increment = canvas.getByRole('button', { name: 'Increase quantity of Biryani' });
    await userEvent.click(increment);
    await expect(args.onIncrement).toHaveBeenCalledOnce();
    await expect(args.onIncrement).toHaveBeenCalledWith('prod-biryani');
    await expect(increment).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIncrement).toHaveBeenCalledTimes(2);
    await expect(args.onDecrement).not.toHaveBeenCalled();
  },
};

/** At 99 of a dish, the most a cart takes (D29), '+' is unavailable and ignores clicks. */
export const MostOfADish: Story = {
  args: { items: [cartItem('prod-biryani', 99)] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status', { name: 'Quantity 99' })).toBeInTheDocument();
    const increment = canvas.getByRole('button', { name: 'Increase quantity of Biryani' });
    await expect(increment).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increment);
    await expect(args.onIncrement).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: 'Decrease quantity of Biryani' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** '−' at quantity 2 asks the page for one fewer. */
export const Decrement: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status', { name: 'Quantity 2' })).toBeInTheDocument();
    const decrement = canvas.getByRole('button', { name: 'Decrease quantity of Butter Chicken' });
    await expect(decrement).not.toHaveAttribute('aria-disabled');
    await userEvent.click(decrement);
    await expect(args.onDecrement).toHaveBeenCalledOnce();
    await expect(args.onDecrement).toHaveBeenCalledWith('prod-butter-chicken');
    await expect(args.onIncrement).not.toHaveBeenCalled();
  },
};

/** Each 'Remove from Cart' button is described by its dish and removes that one. */
export const Remove: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Remove from Cart' });
    await expect(buttons).toHaveLength(3);
    await expect(buttons[1]).toHaveAccessibleDescription('Biryani');
    await userEvent.click(buttons[1]!);
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('prod-biryani');
  },
};

/** A cart that really changes, to show what a keyboard or screen reader user gets. */
function LiveCart(props: CartProps) {
  const [items, setItems] = useState<CartItem[]>(props.items ?? []);
  const change = (productId: string, by: number) =>
    setItems((lines) =>
      lines.map((line) => (line._id === productId ? { ...line, qty: line.qty + by } : line)),
    );
  return (
    <Cart
      {...props}
      items={items}
      onIncrement={(productId) => {
        props.onIncrement(productId);
        change(productId, 1);
      }}
      onDecrement={(productId) => {
        props.onDecrement(productId);
        change(productId, -1);
      }}
      onRemove={(productId) => {
        props.onRemove(productId);
        setItems((lines) => lines.filter((line) => line._id !== productId));
      }}
    />
  );
}

/**
 * With the page's state wired in: the quantity is a live region that reads the new number;
 * reaching 1 leaves focus on '−'; removing a line puts focus on the heading with the new count.
 */
export const KeyboardJourney: Story = {
  args: { items: [cartItem('prod-biryani', 2), cartItem('prod-gelato')] },
  render: (args) => <LiveCart {...args} />,
  play: async ({ canvas, userEvent }) => {
    const stepper = within(canvas.getByRole('group', { name: 'Quantity of Biryani' }));
    const decrement = stepper.getByRole('button', { name: 'Decrease quantity of Biryani' });
    await expect(stepper.getByRole('status')).toHaveAccessibleName('Quantity 2');
    decrement.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(stepper.getByRole('status')).toHaveTextContent('Quantity 1'));
    await expect(stepper.getByRole('status')).toHaveAccessibleName('Quantity 1');
    await expect(decrement).toHaveAttribute('aria-disabled', 'true');
    await expect(decrement).toHaveFocus();

    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Increase quantity of Biryani' }),
    ).toHaveFocus();
    await userEvent.tab();
    const remove = canvas.getAllByRole('button', { name: 'Remove from Cart' })[0]!;
    await expect(remove).toHaveFocus();
    await expect(remove).toHaveAccessibleDescription('Biryani');
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'MY CART (1)' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** A call for Biryani is in flight: its three buttons are unavailable, the others are not. */
export const BusyLine: Story = {
  args: { busyIds: new Set(['prod-biryani']) },
  play: async ({ canvas, args, userEvent }) => {
    const [chickenLine, biryaniLine] = canvas.getAllByRole('listitem').map((item) => within(item));
    const busyButtons = biryaniLine!.getAllByRole('button');
    await expect(busyButtons).toHaveLength(3);
    for (const button of busyButtons) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onIncrement).not.toHaveBeenCalled();
    await expect(args.onDecrement).not.toHaveBeenCalled();
    await expect(args.onRemove).not.toHaveBeenCalled();
    for (const button of chickenLine!.getAllByRole('button')) {
      await expect(button).not.toHaveAttribute('aria-disabled');
    }
    await userEvent.click(chickenLine!.getByRole('button', { name: 'Remove from Cart' }));
    await expect(args.onRemove).toHaveBeenCalledWith('prod-butter-chicken');
  },
};

/** CHECKOUT is a link to /checkout that looks like the primary button. */
export const CheckoutLink: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const checkout = within(pricePanel(canvasElement)).getByRole('link', { name: 'CHECKOUT' });
    await expect(checkout).toHaveAttribute('href', '/checkout');
    await expect(checkout).toHaveStyle({ backgroundColor: 'rgb(194, 65, 12)' });
    await userEvent.click(checkout);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /checkout');
  },
};

const markup = '<img src=x onerror=alert(1)>';
const longTitle = `Extra spicy ${markup} ${'very long dish name '.repeat(10)}`
  .padEnd(200, '!')
  .slice(0, 200);
const longLine: CartItem = { ...cartItem('prod-paneer-tikka', 12), title: longTitle };

/** A 200-character title with markup (D11): shown as text, wrapped inside the line. */
export const LongTitle: Story = {
  args: { items: [longLine, cartItem('prod-gelato')] },
  play: async ({ canvas, canvasElement }) => {
    await expect(longTitle).toHaveLength(200);
    const title = canvas.getByRole('heading', { level: 2, name: longTitle });
    await expect(title).toHaveTextContent(markup);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(2);
    await expect(
      canvas.getByRole('button', { name: `Increase quantity of ${longTitle}` }),
    ).toBeVisible();
    for (const line of canvas.getAllByRole('listitem')) {
      await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
