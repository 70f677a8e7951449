import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  tags: ['stable'],
  component: Skeleton,
  args: { width: 240, height: 16 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block, sized in px. Hidden from assistive technology. */
export const Block: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton]');
    await expect(block).not.toBeNull();
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block).toBeVisible();
    const { width, height } = block!.getBoundingClientRect();
    await expect(width).toBe(240);
    await expect(height).toBe(16);
  },
};

/** A paragraph of text lines; the last is shorter, like real text. */
export const Lines: Story = {
  args: { lines: 3, width: '100%', height: '1rem' },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector<HTMLElement>('[data-skeleton]');
    await expect(paragraph).toHaveAttribute('aria-hidden', 'true');
    const lines = [...paragraph!.children] as HTMLElement[];
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first!);
  },
};

/** A round placeholder, e.g. for an avatar: `radius="round"`. */
export const Circle: Story = {
  args: { width: 48, height: 48, radius: 'round' },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-skeleton]');
    await expect(circle).toHaveStyle({ borderRadius: '50%' });
  },
};

/**
 * A loading dish card. The region is `aria-busy` and has a visually hidden `role="status"`
 * message, so a screen reader hears "Loading dishes" while the skeletons stay silent.
 */
export const LoadingCard: Story = {
  render: () => (
    <SkeletonGroup label="Loading dishes" data-testid="region">
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          padding: 16,
          background: 'white',
          borderRadius: 12,
        }}
      >
        <Skeleton height={160} radius="md" />
        <Skeleton width="70%" height={20} />
        <Skeleton lines={2} height={14} />
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Skeleton width={64} height={20} radius="pill" />
          <Skeleton width={96} height={44} radius="md" />
        </div>
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dishes');
    const blocks = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(blocks.length).toBe(5);
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Under `prefers-reduced-motion: reduce` the pulse stops (the block stays visible). */
export const ReducedMotion: Story = {
  parameters: { visual: { sameAs: 'Block' } },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
    const animation = getComputedStyle(block).animationName;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(animation).toBe('none');
    } else {
      await expect(animation).not.toBe('none');
    }
    await expect(block).toBeVisible();
  },
};
