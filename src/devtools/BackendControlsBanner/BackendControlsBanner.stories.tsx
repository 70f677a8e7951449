import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { deferred } from '../../testing/deferred';
import { BackendControlsBanner } from './BackendControlsBanner';

const meta = {
  title: 'Components/BackendControlsBanner',
  tags: ['stable'],
  component: BackendControlsBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidance: {
        whenToUse: `
          On every page of the store while a backend control is on (D26), so that none stays on
          unnoticed: what is on, and 'Turn all off'. The app shows it only while there are controls.
        `,
        related: ['Screens/BackendControls'],
        keyboard: `
          - A complementary landmark, 'Backend controls', at the top of the page.
          - 'Turn all off' stays focusable but unavailable while it works.
        `,
      },
    },
  },
  args: {
    controls: [
      { route: 'GET /api/products', reply: '503', delayMs: 0 },
      { route: 'All routes', reply: 'Normal', delayMs: 2000 },
    ],
    onTurnAllOff: fn(async () => {}),
  },
} satisfies Meta<typeof BackendControlsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is on, in a landmark of its own; 'Turn all off' asks the owner to end them. */
export const BannerOn: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const banner = canvas.getByRole('complementary', { name: 'Backend controls' });
    await expect(banner).toHaveTextContent(
      'Backend controls on: GET /api/products: 503, All routes: Normal after 2000 ms',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Turn all off' }));
    await expect(args.onTurnAllOff).toHaveBeenCalledOnce();
  },
};

/** While the controls are being turned off, the button waits (and keeps the focus). */
export const TurningOff: Story = {
  args: {
    controls: [{ route: 'GET /api/user/cart', reply: 'Offline', delayMs: 500 }],
    onTurnAllOff: fn(() => deferred<void>().promise),
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Turn all off' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('complementary')).toHaveTextContent(
      'Backend controls on: GET /api/user/cart: Offline after 500 ms',
    );
  },
};
