import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError, INVALID_TOKEN } from '../../domain/apiError';
import { MENU_ERRORS, type MenuDish } from '../../domain/menu';
import { NOT_REACHED } from '../../domain/kitchenErrors';
import type { KitchenMenu } from '../../machines/menuEditor';
import { expectDarkPage } from '../../testing/expectDarkPage';
import { DESCRIPTION_MESSAGE, PRICE_MESSAGE } from './dishForm';
import { MenuEditor } from './MenuEditor';
import { eveningMenu, fakeMenu, menuWith } from './storyFixtures';

const meta = {
  title: 'Screens/MenuEditor',
  tags: ['beta'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The kitchen's Menu tab (/kitchen/menu, D42): every dish by cuisine, marked sold out or
          back at a tap, hidden from the store or shown again, its price and description changed in
          a dialog; and a new dish added. A change shows at once and settles as the backend answers;
          one refused says why on its dish.
        `,
        related: [
          'Components/KitchenTabs',
          'Screens/KitchenBoard',
          ['Screens/ProductGrid', 'where shoppers see the menu'],
        ],
        keyboard: `
          - 'Find a dish' is a search landmark; what the menu holds ('30 dishes: 2 sold out, 1
            hidden', or the matches) is a status.
          - Each dish is an article named by its title. 'Sold out' is a toggle button
            (\`aria-pressed\`); it, Edit and Hide or Show name the dish for a screen reader. While a
            change runs they wait (\`aria-disabled\`), and 'Saving…' is said.
          - Edit and 'Add a dish' open modal dialogs that take the focus and give it back when they
            close. A refused save stays in the dialog as an alert; a field with a problem takes the
            focus.
          - A dish added is announced ('Paneer tikka is on the menu, under Indian.').
        `,
      },
    },
  },
  component: MenuEditor,
  args: {
    api: fakeMenu(eveningMenu).api,
    onSessionEnded: fn(),
    onSignOut: fn(),
    staffName: 'Asha',
  },
  argTypes: { api: { control: false } },
} satisfies Meta<typeof MenuEditor>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const menuLoaded = (canvas: Canvas) => canvas.findByRole('search');

/** The dishes' titles under a cuisine, top to bottom. */
const titlesIn = (canvas: Canvas, cuisine: string) =>
  within(canvas.getByRole('region', { name: cuisine }))
    .getAllByRole('article')
    .map((dish) => within(dish).getByRole('heading').textContent);

const dishCard = (canvas: Canvas, title: string) => canvas.getByRole('article', { name: title });
const dish = (canvas: Canvas, title: string) => within(dishCard(canvas, title));
const soldOut = (canvas: Canvas, title: string) =>
  dish(canvas, title).getByRole('button', { name: `Sold out ${title}` });

const evening = fakeMenu(eveningMenu);

/**
 * The evening's menu by cuisine: each dish with its picture, restaurant, veg mark and price, and
 * its buttons, each naming the dish for a screen reader. Everything is available and on the menu.
 */
export const Menu: Story = {
  args: { api: evening.api },
  beforeEach: () => evening.reset(),
  play: async ({ canvas }) => {
    await menuLoaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(canvas.getByText('Signed in as Asha')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Kitchen menu — Cravings'));
    await expect(titlesIn(canvas, 'Indian')).toEqual([
      'Butter Chicken',
      'Masala Dosa',
      'Paneer Tikka',
    ]);
    await expect(titlesIn(canvas, 'Chinese')).toEqual([
      'Dim Sum',
      'Chicken Manchurian',
      'Hot and Sour Soup',
    ]);
    await expect(titlesIn(canvas, 'Italian')).toEqual(['Margherita Pizza', 'Lasagna']);
    await expect(canvas.getByText('8 dishes: 0 sold out, 0 hidden.')).toHaveAttribute(
      'role',
      'status',
    );

    const chicken = dish(canvas, 'Butter Chicken');
    await expect(chicken.getByText('Spice Delight')).toBeVisible();
    await expect(chicken.getByText('Non-veg')).toBeVisible();
    await expect(chicken.getByText('₹250')).toBeVisible();
    await expect(dish(canvas, 'Masala Dosa').getByText('Veg')).toBeVisible();
    await expect(soldOut(canvas, 'Butter Chicken')).toHaveAttribute('aria-pressed', 'false');
    await expect(chicken.getByRole('button', { name: 'Edit Butter Chicken' })).toBeVisible();
    await expect(
      chicken.getByRole('button', { name: 'Hide Butter Chicken from menu' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Hidden')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a dish' })).toBeVisible();
  },
};

const neverAnswered = fakeMenu(eveningMenu);

/** While the menu loads: a cuisine's shapes, 'Loading the menu' for a screen reader. */
export const Loading: Story = {
  args: { api: neverAnswered.api },
  beforeEach: () => {
    neverAnswered.reset();
    neverAnswered.api.loadMenu.mockReturnValue(new Promise<KitchenMenu>(() => {}));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the menu')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('region', { name: 'Indian' })).toBeNull();
    // Nothing to add a dish to yet.
    await expect(canvas.queryByRole('button', { name: 'Add a dish' })).toBeNull();
  },
};

const failingOnce = fakeMenu(eveningMenu);

/** The menu does not arrive: what went wrong, and 'Try again' asks once more. */
export const LoadFailed: Story = {
  args: { api: failingOnce.api },
  parameters: { visual: { sameAs: 'Menu' } },
  beforeEach: () => {
    failingOnce.reset();
    failingOnce.api.loadMenu.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load the menu. Check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await menuLoaded(canvas);
    await expect(titlesIn(canvas, 'Italian')).toEqual(['Margherita Pizza', 'Lasagna']);
    await expect(failingOnce.api.loadMenu).toHaveBeenCalledTimes(2);
  },
};

const searchEvening = fakeMenu(eveningMenu);

/** Dishes are found by name or restaurant, in any case; the count follows. */
export const FindADish: Story = {
  args: { api: searchEvening.api },
  beforeEach: () => searchEvening.reset(),
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Find a dish' });
    await userEvent.type(search, 'qq');
    await expect(canvas.getByText('No dish matches “qq”.')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toEqual([]);
    await userEvent.clear(search);
    await userEvent.type(search, 'SPICE');
    await expect(canvas.getByText('2 dishes match “SPICE”.')).toBeVisible();
    await expect(titlesIn(canvas, 'Indian')).toEqual(['Butter Chicken', 'Paneer Tikka']);
    await expect(canvas.queryByRole('region', { name: 'Chinese' })).toBeNull();
  },
};

const soldOutEvening = fakeMenu(eveningMenu);

/**
 * 'Sold out' at a tap: the dish is marked at once, and the change names the version staff saw.
 * The store stops selling it; a second tap would bring it back.
 */
export const ADishSoldOut: Story = {
  args: { api: soldOutEvening.api },
  beforeEach: () => soldOutEvening.reset(),
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    const toggle = soldOut(canvas, 'Masala Dosa');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(dishCard(canvas, 'Masala Dosa')).toHaveAttribute('aria-busy', 'false'),
    );
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(soldOutEvening.api.changeDish).toHaveBeenCalledWith('prod-masala-dosa', {
      version: 1,
      soldOut: true,
    });
    await expect(canvas.getByText('8 dishes: 1 sold out, 0 hidden.')).toBeVisible();
    await expect(toggle).toHaveFocus();
  },
};

const slowEvening = fakeMenu(eveningMenu);

/**
 * While the change is on its way the dish shows it already, its toggle dashed and 'Saving…'
 * beside it; its buttons wait, and a second tap asks for nothing. Other dishes change meanwhile.
 */
export const SavingAChange: Story = {
  args: { api: slowEvening.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => {
    slowEvening.reset();
    slowEvening.api.changeDish.mockReturnValue(new Promise<MenuDish>(() => {}));
  },
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    const toggle = soldOut(canvas, 'Butter Chicken');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(dishCard(canvas, 'Butter Chicken')).toHaveAttribute('aria-busy', 'true');
    const chicken = dish(canvas, 'Butter Chicken');
    await expect(chicken.getByRole('status')).toHaveTextContent('Saving…');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(chicken.getByRole('button', { name: 'Edit Butter Chicken' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(toggle);
    await expect(slowEvening.api.changeDish).toHaveBeenCalledOnce();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(soldOut(canvas, 'Paneer Tikka'));
    await expect(slowEvening.api.changeDish).toHaveBeenCalledTimes(2);
    await expect(soldOut(canvas, 'Paneer Tikka')).toHaveAttribute('aria-pressed', 'true');
  },
};

const changedMeanwhile = fakeMenu(eveningMenu);

/**
 * Someone else changed the dish first (another tablet made Masala Dosa ₹175 and sold it out):
 * the backend's 409 is said in words on the dish, which shows as it is now. A change made
 * again goes through.
 */
export const Conflict: Story = {
  args: { api: changedMeanwhile.api },
  beforeEach: () => changedMeanwhile.reset(),
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    changedMeanwhile.replace(
      menuWith({ 'prod-masala-dosa': { price: '175', soldOut: true, version: 2 } }),
    );
    await userEvent.click(soldOut(canvas, 'Masala Dosa'));

    const dosa = dish(canvas, 'Masala Dosa');
    await expect(await dosa.findByRole('alert')).toHaveTextContent(
      MENU_ERRORS.conflict('Masala Dosa'),
    );
    await expect(await dosa.findByText('₹175')).toBeVisible();
    await expect(soldOut(canvas, 'Masala Dosa')).toHaveAttribute('aria-pressed', 'true');
    await expect(soldOut(canvas, 'Masala Dosa')).toHaveAccessibleDescription(
      MENU_ERRORS.conflict('Masala Dosa'),
    );
    await expect(changedMeanwhile.api.loadMenu).toHaveBeenCalledTimes(2);
  },
};

const pricing = fakeMenu(eveningMenu);

/**
 * Edit asks for the price in whole rupees, from 1 to 5000: anything else is said beside the
 * field, which takes the focus, and nothing is sent.
 */
export const EditPriceInvalid: Story = {
  args: { api: pricing.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => pricing.reset(),
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    await userEvent.click(
      dish(canvas, 'Butter Chicken').getByRole('button', { name: 'Edit Butter Chicken' }),
    );
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Butter Chicken' }));
    const price = dialog.getByRole('textbox', { name: 'Price (₹)' });
    await expect(price).toHaveFocus();
    await expect(price).toHaveValue('250');

    for (const wrong of ['12.50', '9000', '']) {
      await userEvent.clear(price);
      if (wrong) await userEvent.type(price, wrong);
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveAccessibleDescription(expect.stringContaining(PRICE_MESSAGE));
      await expect(price).toHaveFocus();
    }
    await userEvent.type(price, '1O0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText(PRICE_MESSAGE)).toBeVisible();
    await expect(pricing.api.changeDish).not.toHaveBeenCalled();
  },
};

const repricing = fakeMenu(eveningMenu);

/**
 * A new price and description, saved: the dialog closes once the backend has them, the dish
 * shows them, and the focus is back on its Edit.
 */
export const EditAndSave: Story = {
  args: { api: repricing.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => repricing.reset(),
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    const edit = dish(canvas, 'Masala Dosa').getByRole('button', { name: 'Edit Masala Dosa' });
    await userEvent.click(edit);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Masala Dosa' }));
    const price = dialog.getByRole('textbox', { name: 'Price (₹)' });
    await userEvent.clear(price);
    await userEvent.type(price, ' 165 ');
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(description).toHaveAccessibleDescription(
      expect.stringContaining(DESCRIPTION_MESSAGE),
    );
    await expect(description).toHaveFocus();
    await userEvent.type(description, 'A crisp rice crêpe with spiced potato and two chutneys.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(repricing.api.changeDish).toHaveBeenCalledWith('prod-masala-dosa', {
      version: 1,
      price: '165',
      description: 'A crisp rice crêpe with spiced potato and two chutneys.',
    });
    await expect(dish(canvas, 'Masala Dosa').getByText('₹165')).toBeVisible();
    await expect(edit).toHaveFocus();
  },
};

const offlineSave = fakeMenu(eveningMenu);

/** A save that gets no answer: the dialog stays open, says why, and keeps what was typed. */
export const EditSaveFails: Story = {
  args: { api: offlineSave.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => {
    offlineSave.reset();
    offlineSave.api.changeDish.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  },
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    await userEvent.click(dish(canvas, 'Dim Sum').getByRole('button', { name: 'Edit Dim Sum' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Dim Sum' }));
    const price = dialog.getByRole('textbox', { name: 'Price (₹)' });
    await userEvent.clear(price);
    await userEvent.type(price, '235');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await expect(await dialog.findByRole('alert')).toHaveTextContent(NOT_REACHED);
    await expect(price).toHaveValue('235');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(dish(canvas, 'Dim Sum').getByText('₹220', { exact: true })).toBeInTheDocument();
  },
};

const addEvening = fakeMenu(eveningMenu);

/**
 * 'Add a dish': each field says what it lacks; filled in, with a picture chosen from the
 * store's, the dish goes on the menu under its cuisine, and the page says so.
 */
export const AddADish: Story = {
  args: { api: addEvening.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => addEvening.reset(),
  play: async ({ canvas, userEvent, step }) => {
    await menuLoaded(canvas);
    const add = canvas.getByRole('button', { name: 'Add a dish' });
    await userEvent.click(add);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add a dish' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();

    await step('Sent empty, each field says what it lacks', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Add to the menu' }));
      await expect(name).toHaveAccessibleDescription('Name the dish.');
      await expect(name).toHaveFocus();
      await expect(dialog.getByText(DESCRIPTION_MESSAGE)).toBeVisible();
      await expect(dialog.getByText(PRICE_MESSAGE)).toBeVisible();
      await expect(dialog.getByText('Name the restaurant that makes it.')).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveTextContent('Choose a picture.');
      await expect(addEvening.api.addDish).not.toHaveBeenCalled();
    });

    await step('Filled in, it goes on the menu', async () => {
      await userEvent.type(name, 'Jasmine Tea');
      await userEvent.type(
        dialog.getByRole('textbox', { name: 'Description' }),
        'Green tea scented with jasmine blossom.',
      );
      await userEvent.type(dialog.getByRole('textbox', { name: 'Price (₹)' }), '80');
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Cuisine' }), 'Chinese');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Restaurant' }), 'Panda Palace');
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Vegetarian' }));
      const pictures = within(dialog.getByRole('group', { name: 'Picture' }));
      await expect(pictures.getAllByRole('radio')).toHaveLength(30);
      await userEvent.click(pictures.getByRole('radio', { name: 'Hot and sour soup' }));
      await expect(pictures.getByRole('radio', { name: 'Hot and sour soup' })).toBeChecked();
      await userEvent.click(dialog.getByRole('button', { name: 'Add to the menu' }));

      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByText('Jasmine Tea is on the menu, under Chinese.')).toHaveAttribute(
        'role',
        'status',
      );
      await expect(addEvening.api.addDish).toHaveBeenCalledWith({
        title: 'Jasmine Tea',
        description: 'Green tea scented with jasmine blossom.',
        price: '80',
        url: '/images/dishes/hot-and-sour-soup.svg',
        isVegetarian: true,
        categoryName: 'Chinese',
        restaurant: 'Panda Palace',
      });
      await expect(titlesIn(canvas, 'Chinese')).toEqual([
        'Dim Sum',
        'Chicken Manchurian',
        'Hot and Sour Soup',
        'Jasmine Tea',
      ]);
      await expect(dish(canvas, 'Jasmine Tea').getByText('Veg')).toBeVisible();
      await expect(add).toHaveFocus();
    });
  },
};

const takenTitle = fakeMenu(eveningMenu);

/** A title on the menu already: the backend's words in the dialog, and what was typed stays. */
export const AddATitleTaken: Story = {
  args: { api: takenTitle.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => takenTitle.reset(),
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a dish' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add a dish' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Lasagna');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Another one.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price (₹)' }), '300');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Restaurant' }), 'Pizza Italia');
    await userEvent.click(dialog.getByRole('radio', { name: 'Lasagna' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to the menu' }));

    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      MENU_ERRORS.titleTaken('Lasagna'),
    );
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Lasagna');
    await expect(dialog.getByRole('textbox', { name: 'Restaurant' })).toHaveValue('Pizza Italia');
    await expect(dialog.getByRole('radio', { name: 'Lasagna' })).toBeChecked();
  },
};

const hiddenEvening = fakeMenu(
  menuWith({
    'prod-paneer-tikka': { hidden: true },
    'prod-lasagna': { hidden: true, soldOut: true },
  }),
);

/**
 * Dishes off the menu are dimmed and marked 'Hidden', with 'Show on menu'; hiding another and
 * showing one again each take a tap.
 */
export const HiddenDishes: Story = {
  args: { api: hiddenEvening.api },
  beforeEach: () => hiddenEvening.reset(),
  play: async ({ canvas, userEvent }) => {
    await menuLoaded(canvas);
    await expect(canvas.getByText('8 dishes: 1 sold out, 2 hidden.')).toBeVisible();
    await expect(dish(canvas, 'Lasagna').getByText('Hidden')).toBeVisible();
    await expect(soldOut(canvas, 'Lasagna')).toHaveAttribute('aria-pressed', 'true');

    const dimSum = dish(canvas, 'Dim Sum');
    await userEvent.click(dimSum.getByRole('button', { name: 'Hide Dim Sum from menu' }));
    await expect(await dimSum.findByText('Hidden')).toBeVisible();
    await expect(await dimSum.findByRole('button', { name: 'Show Dim Sum on menu' })).toBeVisible();
    await expect(hiddenEvening.api.changeDish).toHaveBeenCalledWith('prod-dim-sum', {
      version: 1,
      hidden: true,
    });

    const paneer = dish(canvas, 'Paneer Tikka');
    await userEvent.click(paneer.getByRole('button', { name: 'Show Paneer Tikka on menu' }));
    await waitFor(() => expect(paneer.queryByText('Hidden')).toBeNull());
    await expect(
      await paneer.findByRole('button', { name: 'Hide Paneer Tikka from menu' }),
    ).toBeVisible();
    await expect(canvas.getByText('8 dishes: 1 sold out, 2 hidden.')).toBeVisible();
  },
};

const narrowEvening = fakeMenu(eveningMenu);

/**
 * In a column 360 px wide (a phone): each dish's buttons go under its name, all inside the card
 * and 44 px tall, and nothing scrolls sideways.
 */
export const Narrow360: Story = {
  args: { api: narrowEvening.api },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => narrowEvening.reset(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await menuLoaded(canvas);
    const column = canvasElement.firstElementChild as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    for (const card of canvas.getAllByRole('article')) {
      const box = card.getBoundingClientRect();
      const title = within(card).getByRole('heading').getBoundingClientRect();
      for (const button of within(card).getAllByRole('button')) {
        const { left, right, top, height } = button.getBoundingClientRect();
        await expect(left).toBeGreaterThanOrEqual(box.left);
        await expect(right).toBeLessThanOrEqual(box.right);
        await expect(top).toBeGreaterThanOrEqual(title.bottom);
        await expect(height).toBeGreaterThanOrEqual(44);
      }
    }
    await userEvent.click(soldOut(canvas, 'Hot and Sour Soup'));
    await waitFor(() => expect(narrowEvening.api.changeDish).toHaveBeenCalledOnce());
    await expect(soldOut(canvas, 'Hot and Sour Soup')).toHaveAttribute('aria-pressed', 'true');
  },
};

const endedSession = fakeMenu(eveningMenu);

/**
 * The editor hands the session back to the page: when the token has ended (a 401 from any call),
 * for the staff member to sign in again, and on 'Sign out'.
 */
export const HandsOverTheSession: Story = {
  args: { api: endedSession.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => {
    endedSession.reset();
    endedSession.api.changeDish.mockRejectedValueOnce(new ApiError(401, INVALID_TOKEN));
  },
  play: async ({ canvas, args, userEvent }) => {
    await menuLoaded(canvas);
    await userEvent.click(soldOut(canvas, 'Butter Chicken'));
    await waitFor(() => expect(args.onSessionEnded).toHaveBeenCalledOnce());
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

const darkEvening = fakeMenu(
  menuWith({
    'prod-masala-dosa': { soldOut: true },
    'prod-chicken-manchurian': { hidden: true },
  }),
);

/** The dark theme: a sold-out dish and a hidden one read as clearly as in the light. */
export const Dark: Story = {
  args: { api: darkEvening.api },
  globals: { theme: 'dark' },
  beforeEach: () => darkEvening.reset(),
  play: async ({ canvas }) => {
    await menuLoaded(canvas);
    await expectDarkPage();
    await expect(soldOut(canvas, 'Masala Dosa')).toHaveAttribute('aria-pressed', 'true');
    await expect(dish(canvas, 'Chicken Manchurian').getByText('Hidden')).toBeVisible();
  },
};
