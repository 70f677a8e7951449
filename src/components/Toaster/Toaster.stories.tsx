import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { TOAST_AUTO_CLOSE_MS } from '../../domain/constants';
import { expectDarkPage } from '../../testing/expectDarkPage';
import { expectToast } from '../../testing/expectToast';
import { Toaster } from './Toaster';
import { notify } from './notify';

/** The container itself is mounted once by the preview (and by the app): these stories fire toasts. */
const meta = {
  title: 'Components/Toaster',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The one toast container of the app and of Storybook. Use \`notify.success\`,
          \`notify.notice\` and \`notify.error\` (or a machine's \`announce\`) for news that needs
          no answer: success and notices close after a second, errors after five. Anything the user
          must act on, or read again, belongs in the page (an ErrorMessage, a LoadError).
        `,
        related: ['Primitives/ErrorMessage', 'Components/LoadError'],
        keyboard: `
          - Each toast is an alert, read as it appears; it does not take the focus.
          - Alt+T moves the focus to the toasts (react-toastify's region 'Notifications Alt+T');
            each toast has a close button.
        `,
      },
    },
  },
  component: Toaster,
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <button type="button" onClick={() => notify.success('Successfully added to the cart')}>
        Success toast
      </button>
      <button type="button" onClick={() => notify.notice('Quantity increased by 1')}>
        Notice toast
      </button>
      <button type="button" onClick={() => notify.error('Wrong Credentials')}>
        Error toast
      </button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessClosesAfterOneSecond: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    const toast = await screen.findByText('Successfully added to the cart');
    const container = toast.closest<HTMLElement>('.Toastify__toast-container');
    await expect(container).toHaveClass('Toastify__toast-container--bottom-right');
    // Its timer, a CSS animation whose end closes it, runs for one second; on a busy machine the
    // toast is gone later than that, so the wait for it is the usual one.
    const timer = within(container!).getByRole('progressbar', { name: 'notification timer' });
    await expect(timer.style.animationDuration).toBe(`${TOAST_AUTO_CLOSE_MS}ms`);
    await waitFor(() => expect(screen.queryByText('Successfully added to the cart')).toBeNull());
  },
};

export const ErrorShowsTopRight: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    const toast = await screen.findByText('Wrong Credentials');
    await expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  },
};

export const NoticeShowsTopRight: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notice toast' }));
    const toast = await screen.findByText('Quantity increased by 1');
    await expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  },
};

/** An error toast in the dark theme: dark text, and a dark close button, on the light red. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await expectDarkPage();
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    await expectToast('Wrong Credentials');
    const toast = screen.getByText('Wrong Credentials').closest('.Toastify__toast')!;
    const closeButton = toast.querySelector('.Toastify__close-button')!;
    await expect(getComputedStyle(closeButton).color).toBe(getComputedStyle(toast).color);
  },
};
