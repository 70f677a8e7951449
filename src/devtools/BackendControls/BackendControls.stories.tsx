import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  controlId,
  DELAY_ERROR,
  type ActiveControl,
  type BackendControl,
} from '../../domain/backendControls';
import { BackendControls, type BackendControlsApi } from './BackendControls';

const products: BackendControl = { route: 'GET /api/products', reply: '503', delayMs: 0 };
const slowCart: BackendControl = { route: 'GET /api/user/cart', reply: 'Normal', delayMs: 2000 };

interface FakeApi extends BackendControlsApi {
  /** Puts the starting controls back; each story starts afresh. */
  reset: () => void;
  /** Stands in for another tab: changes the controls and says so. */
  changeElsewhere: (controls: BackendControl[]) => void;
}

/** A backend holding `start` in memory, answering as the API does; `failLoad` never answers. */
function fakeApi(start: BackendControl[], { failLoad = false } = {}): FakeApi {
  let controls: ActiveControl[] = [];
  const listeners = new Set<() => void>();
  const set = (next: BackendControl[]) => {
    controls = next.map((control) => ({ id: controlId(control.route), ...control }));
    return controls;
  };
  return {
    reset: () => set(start),
    load: async () => {
      if (failLoad) throw new Error('Failed to fetch');
      return controls;
    },
    add: fn(async (control: BackendControl) =>
      set([...controls.filter(({ route }) => route !== control.route), control]),
    ),
    turnOff: async (id) => set(controls.filter((control) => control.id !== id)),
    turnAllOff: async () => set([]),
    watch: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    changeElsewhere: (next) => {
      set(next);
      listeners.forEach((onChange) => onChange());
    },
  };
}

const meta = {
  title: 'Screens/BackendControls',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          'Backend controls' on /mockman (D26), for developers and testers: make one route of the
          store, or all of them, slow, fail with a chosen status, or go offline, in every tab until
          the browser closes; and turn them off. It is not part of the store; the banner warns on
          every page while a control is on.
        `,
        related: ['Components/BackendControlsBanner', 'Screens/RequestTester'],
        keyboard: `
          - 'Route' and 'Reply with' are native selects; 'Delay (ms)' is a text field whose message
            is its description, and a submit with a wrong delay takes the focus to it.
          - Each 'Turn off' is described by its control. When it goes with its control (or 'Turn all
            off' with all of them), the focus goes to the heading.
          - A failed change is an alert; loading is a status.
        `,
      },
    },
  },
  component: BackendControls,
  args: { api: fakeApi([]) },
  argTypes: { api: { control: false } },
  beforeEach: ({ args }) => {
    (args.api as FakeApi).reset();
  },
} satisfies Meta<typeof BackendControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The controls listed, each as its line reads. */
const listed = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);

/** None on: the form with its first choices, and a line that says every route is as usual. */
export const NoControls: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Backend controls' })).toBeVisible();
    await expect(
      await canvas.findByText('No controls are on: every route answers as usual.'),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Route' })).toHaveValue('All routes');
    await expect(canvas.getByRole('combobox', { name: 'Reply with' })).toHaveValue('Normal');
    await expect(canvas.getByRole('textbox', { name: 'Delay (ms)' })).toHaveValue('0');
    await expect(canvas.queryByRole('button', { name: 'Turn all off' })).toBeNull();
  },
};

/** 'Add control' with the keyboard alone: the control is listed with its 'Turn off'. */
export const AddAControl: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await canvas.findByText('No controls are on: every route answers as usual.');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Route' }),
      'GET /api/products',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Reply with' }), '503');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Delay (ms)' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}1500{Enter}');

    await expect(await canvas.findByText('GET /api/products: 503 after 1500 ms')).toBeVisible();
    await expect(args.api.add).toHaveBeenCalledWith({
      route: 'GET /api/products',
      reply: '503',
      delayMs: 1500,
    });
    await expect(listed(canvasElement)).toEqual(['GET /api/products: 503 after 1500 ms']);
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toHaveAccessibleDescription(
      'GET /api/products: 503 after 1500 ms',
    );
  },
};

/** Two on: each with its 'Turn off'; when its button goes, the focus goes to the heading. */
export const SomeControls: Story = {
  args: { api: fakeApi([products, slowCart]) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findAllByRole('button', { name: 'Turn off' })).toHaveLength(2);
    await expect(listed(canvasElement)).toEqual([
      'GET /api/products: 503',
      'GET /api/user/cart: Normal after 2000 ms',
    ]);

    canvas.getAllByRole('button', { name: 'Turn off' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Backend controls' })).toHaveFocus();
    await expect(canvas.queryByText('GET /api/products: 503')).toBeNull();
    await expect(canvas.getByText('GET /api/user/cart: Normal after 2000 ms')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add control' }));
    await expect(await canvas.findByText('All routes: Normal')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn all off' })).toBeVisible();
  },
};

/** 'Turn all off' ends every control. */
export const TurnAllOff: Story = {
  args: { api: fakeApi([products, slowCart]) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn all off' }));
    await expect(
      await canvas.findByText('No controls are on: every route answers as usual.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Backend controls' })).toHaveFocus();
  },
};

/** A delay that is not a whole number from 0 to 10000 is not sent: the field says why. */
export const BadDelay: Story = {
  args: { api: fakeApi([]) },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByText('No controls are on: every route answers as usual.');
    const delay = canvas.getByRole('textbox', { name: 'Delay (ms)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Add control' }));

    await expect(delay).toHaveFocus();
    await expect(delay).toHaveAttribute('aria-invalid', 'true');
    await expect(delay).toHaveAccessibleDescription(DELAY_ERROR);
    await expect(canvas.getByText(DELAY_ERROR)).toBeVisible();
    await expect(args.api.add).not.toHaveBeenCalled();
  },
};

/** Another tab (or the store's banner) changed them: the list follows. */
export const ChangedElsewhere: Story = {
  args: { api: fakeApi([products]) },
  play: async ({ args, canvas }) => {
    await canvas.findByText('GET /api/products: 503');
    (args.api as FakeApi).changeElsewhere([slowCart]);
    await expect(await canvas.findByText('GET /api/user/cart: Normal after 2000 ms')).toBeVisible();
    await expect(canvas.queryByText('GET /api/products: 503')).toBeNull();
  },
};

/** The backend did not answer: 'Try again' in place of the list. */
export const LoadFailed: Story = {
  args: { api: fakeApi([], { failLoad: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load the backend controls.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
