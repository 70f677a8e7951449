import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { ThemeChoice } from '../../domain/theme';
import { expectDarkPage } from '../../testing/expectDarkPage';
import { ThemeMenu, type ThemeMenuProps } from './ThemeMenu';

/** Keeps the choice, as the app does; the button sits at the end of a row, as in the header. */
function WithChoice({ choice, onChoose }: ThemeMenuProps) {
  const [current, setCurrent] = useState<ThemeChoice>(choice);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '14rem' }}>
      <ThemeMenu
        choice={current}
        onChoose={(next) => {
          setCurrent(next);
          onChoose(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ThemeMenu',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The header's Theme control (D25): Light, Dark or System. It shows the choice it is given
          and reports a new one; the app stores it and sets the theme.
        `,
        related: ['Components/Header', 'Primitives/Radio'],
        keyboard: `
          - A disclosure, not an ARIA menu: the Theme button says whether the panel is open
            (\`aria-expanded\`).
          - The choices are native radios: one tab stop, the arrow keys choose.
          - Escape closes the panel and gives the focus back to the button; a click outside, or the
            focus going elsewhere, closes it too.
        `,
      },
    },
  },
  component: ThemeMenu,
  args: { choice: 'system', onChoose: fn() },
  render: (args) => <WithChoice {...args} />,
} satisfies Meta<typeof ThemeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one button named 'Theme', showing the choice's icon; the radios are hidden. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Theme' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** A click opens the choices; choosing one applies at once and keeps them open. */
export const ChooseWithThePointer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Theme' }));
    await expect(canvas.getByRole('button', { name: 'Theme' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'system',
    ]);
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByText('Light'));
    await expect(args.onChoose).toHaveBeenCalledWith('light');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
  },
};

/** A stored 'Dark': its radio is the checked one. */
export const DarkChosen: Story = {
  args: { choice: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Theme' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

/**
 * The keyboard alone: Enter opens, Tab enters the group at the checked radio, an arrow key
 * chooses, Escape closes and puts the focus back on the button.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Theme' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onChoose).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** A click elsewhere on the page closes the choices. */
export const ClickOutsideCloses: Story = {
  parameters: { visual: { sameAs: 'Closed' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Theme' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The open choices in the dark theme. */
export const Dark: Story = {
  args: { choice: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Theme' }));
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expectDarkPage();
  },
};
