import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonProps } from './Button';

const meta = {
  title: 'Primitives/Button',
  tags: ['stable'],
  component: Button,
  args: {
    children: 'Add to cart',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view. Click it: the handler runs. */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A second action beside a primary one. Works from the keyboard: Tab, then Enter. */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'View menu' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'View menu' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A quiet action, e.g. "Clear filters". Space activates it too. */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Clear filters' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Clear filters' });
    button.focus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Disabled: it cannot be clicked nor reached with Tab. */
export const Disabled: Story = {
  args: { disabled: true, children: 'Place order' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Place order' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

/**
 * Unavailable while focused (a call in progress): announced as unavailable, ignores clicks and
 * Enter, and keeps the keyboard focus where it is.
 */
export const Unavailable: Story = {
  args: { unavailable: true, children: 'Place order' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Place order' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

const submitAddress = fn((event: FormEvent) => event.preventDefault());

/** An unavailable submit button does not submit its form, by click or by Enter in a field. */
export const UnavailableSubmit: Story = {
  args: { type: 'submit', unavailable: true, children: 'Save address' },
  render: (args) => (
    <form aria-label="Address" onSubmit={submitAddress}>
      <label>
        City <input name="city" />
      </label>
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    submitAddress.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Pune{Enter}');
    await expect(submitAddress).not.toHaveBeenCalled();
  },
};

/** Stretches to its container, e.g. "Place order" at the bottom of a phone screen. */
export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Place order' },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="container">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Place order' });
    const container = canvas.getByTestId('container');
    await expect(button.getBoundingClientRect().width).toBe(
      container.getBoundingClientRect().width,
    );
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The three sizes. `md` and `lg` are at least 44 px tall (touch target). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Medium', 'Large']) {
      const height = canvas.getByRole('button', { name }).getBoundingClientRect().height;
      await expect(height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByRole('button', { name: 'Small' })).toBeVisible();
  },
};

/** Icons are decorative: the button's name is its text alone. */
export const WithIcons: Story = {
  args: {
    startIcon: <Plus />,
    endIcon: <ArrowRight />,
    children: 'Add address',
  },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add address' });
    await expect(button.querySelectorAll('svg')).toHaveLength(2);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** `type` is forwarded: a submit button inside a form submits it. */
export const SubmitsAForm: Story = {
  args: { type: 'submit', children: 'Save address' },
  render: (args) => <SubmitDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save address' });
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('Form submitted');
  },
};

function SubmitDemo(props: ButtonProps) {
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      aria-label="Address"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <Button {...props} />
      <p role="status">{submitted ? 'Form submitted' : ''}</p>
    </form>
  );
}
