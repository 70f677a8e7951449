import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { kitchenDemoLogin } from '../api/kitchen';
import { startKitchenSession } from './kitchenSession';
import { MemoryApp } from './MemoryApp';
import { flowParameters, twoTabsA11y } from './flowParameters';

// The menu is the kitchen's (D42): staff mark a dish sold out on the kitchen's Menu tab, and the
// store's page for it says so; each is its own app over the one in-browser backend, as two tabs
// of one browser.

/** 'Kitchen demo', as the kitchen's sign-in page does it. */
async function kitchenSignsIn() {
  const { encodedToken, foundUser } = await kitchenDemoLogin();
  startKitchenSession({ token: encodedToken, staff: foundUser });
}

/** A tab the shopper opens later: the store reads the menu as it is when it opens. */
function OpensLater({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (open) return children;
  return (
    <Button variant="secondary" onClick={() => setOpen(true)}>
      {label}
    </Button>
  );
}

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr));
  align-items: start;
  gap: 1rem;
`;

const meta = {
  title: 'Flows/Kitchen menu',
  component: MemoryApp,
  parameters: flowParameters(
    "**The kitchen's menu.** The kitchen runs out of a dish: staff mark it sold out on the Menu tab, and a shopper who then opens it in the store finds it sold out, with no way to add it to a cart. Shown as two tabs of one browser. For whoever runs the kitchen and keeps the menu true.",
    {
      // The whole menu is 30 dishes long: the top shows both tabs' ends.
      visual: { fullPage: false },
      a11y: twoTabsA11y,
    },
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The kitchen runs out of Masala Dosa: from the board, staff open the Menu tab and mark it sold
 * out at a tap; a shopper who then opens its page in the store finds it sold out, with no way to
 * add it to a cart.
 */
export const ADishSoldOutInTheKitchen: Story = {
  // After the preview's own, which puts the backend back to its seed.
  beforeEach: kitchenSignsIn,
  render: () => (
    <SideBySide>
      <div role="group" aria-label="The kitchen">
        <MemoryApp url="/kitchen" />
      </div>
      <div role="group" aria-label="The shopper's page">
        <OpensLater label="Open Masala Dosa in the store">
          <MemoryApp url="/foodItems/prod-masala-dosa" />
        </OpensLater>
      </div>
    </SideBySide>
  ),
  play: async ({ canvas, step, userEvent }) => {
    const kitchen = within(canvas.getByRole('group', { name: 'The kitchen' }));
    const shopper = within(canvas.getByRole('group', { name: "The shopper's page" }));

    await step("From the kitchen's orders board, open the Menu tab", async () => {
      const tabs = async () => within(await kitchen.findByRole('navigation', { name: 'Kitchen' }));
      const orders = (await tabs()).getByRole('link', { name: 'Orders' });
      await expect(orders).toHaveAttribute('aria-current', 'page');
      await userEvent.click((await tabs()).getByRole('link', { name: 'Menu' }));
      await expect(await kitchen.findByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      await expect((await tabs()).getByRole('link', { name: 'Menu' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    await step('Mark Masala Dosa sold out', async () => {
      const toggle = await kitchen.findByRole('button', { name: 'Sold out Masala Dosa' });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const dosa = kitchen.getByRole('article', { name: 'Masala Dosa' });
      await waitFor(() => expect(dosa).toHaveAttribute('aria-busy', 'false'));
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(within(dosa).queryByRole('alert')).toBeNull();
    });

    await step("A shopper opens Masala Dosa in the store: sold out, no 'Add to cart'", async () => {
      await userEvent.click(shopper.getByRole('button', { name: 'Open Masala Dosa in the store' }));
      await expect(
        await shopper.findByRole('heading', { level: 1, name: 'Masala Dosa' }),
      ).toBeVisible();
      await expect(shopper.getByText('Sold out')).toBeVisible();
      await expect(shopper.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    });
  },
};
