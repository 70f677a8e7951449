import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, INVALID_TOKEN } from '../domain/apiError';
import { STAFF_ONLY, NOT_REACHED } from '../domain/kitchenErrors';
import { MENU_ERRORS, type DishChange, type MenuDish, type NewDish } from '../domain/menu';
import { buildMenuDish } from '../testing/builders';
import { deferred } from '../testing/deferred';
import {
  menuEditorMachine,
  selectAdding,
  selectCuisines,
  selectSaving,
  type KitchenMenu,
  type MenuEditorEmitted,
} from './menuEditor';

const chicken = buildMenuDish('prod-butter-chicken');
const dosa = buildMenuDish('prod-masala-dosa', { soldOut: true, version: 3 });
const rice = buildMenuDish('prod-fried-rice');
const pizza = buildMenuDish('prod-margherita-pizza', { hidden: true, version: 2 });
const PICTURES = [chicken.url, dosa.url];

const chai: NewDish = {
  title: 'Masala Chai',
  description: 'Black tea simmered with milk, ginger and cardamom.',
  price: '60',
  url: dosa.url,
  isVegetarian: true,
  categoryName: 'Indian',
  restaurant: 'Dosa Corner',
};

/** The dish as the backend has it after `change`: changed, and at the next version. */
const changed = (dish: MenuDish, { version: _version, ...change }: DishChange): MenuDish => ({
  ...dish,
  ...change,
  version: dish.version + 1,
});

interface Fakes {
  dishes?: MenuDish[];
  loadMenu?: () => Promise<KitchenMenu>;
  changeDish?: (productId: string, change: DishChange) => Promise<MenuDish>;
  addDish?: (dish: NewDish) => Promise<MenuDish>;
}

/** The editor over fakes; a change answers the dish changed, an add the dish at version 1. */
function start({ dishes = [chicken, dosa, rice, pizza], ...fakes }: Fakes = {}) {
  const find = (productId: string) => dishes.find(({ _id }) => _id === productId)!;
  const load = vi.fn(fakes.loadMenu ?? (async () => ({ dishes, pictures: PICTURES })));
  const change = vi.fn(
    fakes.changeDish ?? (async (productId: string, c: DishChange) => changed(find(productId), c)),
  );
  const add = vi.fn(
    fakes.addDish ??
      (async (dish: NewDish) => ({
        ...dish,
        _id: 'prod-masala-chai',
        rating: 0,
        soldOut: false,
        hidden: false,
        version: 1,
      })),
  );
  const actor = createActor(
    menuEditorMachine.provide({
      actors: {
        loadMenu: fromPromise(() => load()),
        changeDish: fromPromise(({ input }) => change(input.productId, input.change)),
        addDish: fromPromise(({ input }) => add(input)),
      },
    }),
  );
  const emitted: MenuEditorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const onMenu = () => waitFor(actor, (s) => s.matches('ready'));
  /** Each cuisine's dishes as the menu shows them: title, and what is set of each. */
  const menu = () =>
    Object.fromEntries(
      selectCuisines(snapshot()).map(({ categoryName, lines }) => [
        categoryName,
        lines.map(({ dish, saving, problem }) =>
          [
            dish.title,
            dish.soldOut && 'sold out',
            dish.hidden && 'hidden',
            `₹${dish.price}`,
            saving && 'saving',
            problem,
          ]
            .filter(Boolean)
            .join(', '),
        ),
      ]),
    );
  const line = (productId: string) =>
    selectCuisines(snapshot())
      .flatMap(({ lines }) => lines)
      .find(({ dish }) => dish._id === productId);
  const settled = () => waitFor(actor, (s) => Object.keys(s.context.calls).length === 0);
  return { actor, load, change, add, emitted, snapshot, onMenu, menu, line, settled };
}

describe('menuEditorMachine', () => {
  it('loads every dish, hidden and sold out ones too, by cuisine', async () => {
    const editor = start();
    expect(editor.snapshot().value).toBe('loading');
    await editor.onMenu();
    expect(editor.menu()).toEqual({
      Indian: ['Butter Chicken, ₹250', 'Masala Dosa, sold out, ₹150'],
      Chinese: ['Fried Rice, ₹150'],
      Italian: ['Margherita Pizza, hidden, ₹300'],
    });
    expect(editor.snapshot().context.pictures).toEqual(PICTURES);
  });

  it('a first load that fails waits for Try again', async () => {
    let fail = true;
    const editor = start({
      loadMenu: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { dishes: [rice], pictures: PICTURES };
      },
    });
    await waitFor(editor.actor, (s) => s.matches('loadFailed'));
    fail = false;
    editor.actor.send({ type: 'menu.retry' });
    await editor.onMenu();
    expect(editor.menu()).toEqual({ Chinese: ['Fried Rice, ₹150'] });
  });

  it('a sold-out tap shows at once, pending, on the version it saw, and settles with the reply', async () => {
    const reply = deferred<MenuDish>();
    const editor = start({ changeDish: () => reply.promise });
    await editor.onMenu();

    editor.actor.send({ type: 'dish.change', productId: chicken._id, edit: { soldOut: true } });
    expect(editor.change).toHaveBeenCalledWith(chicken._id, { version: 1, soldOut: true });
    expect(editor.menu().Indian?.[0]).toBe('Butter Chicken, sold out, ₹250, saving');
    expect(selectSaving(editor.snapshot(), chicken._id)).toBe(true);

    // A second tap while the first is on its way asks for nothing.
    editor.actor.send({ type: 'dish.change', productId: chicken._id, edit: { soldOut: false } });
    expect(editor.change).toHaveBeenCalledOnce();

    reply.resolve(changed(chicken, { version: 1, soldOut: true }));
    await editor.settled();
    expect(editor.menu().Indian?.[0]).toBe('Butter Chicken, sold out, ₹250');
    expect(editor.line(chicken._id)?.dish.version).toBe(2);
    expect(editor.emitted).toEqual([
      { type: 'dishSaved', dish: expect.objectContaining({ _id: chicken._id, soldOut: true }) },
    ]);
  });

  it('changes several dishes at once, each on its own', async () => {
    const replies = { [chicken._id]: deferred<MenuDish>(), [rice._id]: deferred<MenuDish>() };
    const editor = start({ changeDish: (productId) => replies[productId]!.promise });
    await editor.onMenu();

    editor.actor.send({ type: 'dish.change', productId: chicken._id, edit: { hidden: true } });
    editor.actor.send({ type: 'dish.change', productId: rice._id, edit: { price: '175' } });
    expect(editor.change).toHaveBeenCalledTimes(2);
    expect(editor.menu()).toMatchObject({
      Indian: ['Butter Chicken, hidden, ₹250, saving', 'Masala Dosa, sold out, ₹150'],
      Chinese: ['Fried Rice, ₹175, saving'],
    });

    replies[rice._id]!.resolve(changed(rice, { version: 1, price: '175' }));
    await waitFor(editor.actor, (s) => !selectSaving(s, rice._id));
    expect(editor.menu().Chinese).toEqual(['Fried Rice, ₹175']);
    expect(selectSaving(editor.snapshot(), chicken._id)).toBe(true);

    replies[chicken._id]!.resolve(changed(chicken, { version: 1, hidden: true }));
    await editor.settled();
    expect(editor.menu().Indian?.[0]).toBe('Butter Chicken, hidden, ₹250');
  });

  it('a change refused goes back, with the reason in words; the next one clears it', async () => {
    let fail: Error | undefined = new ApiError(400, MENU_ERRORS.price);
    const editor = start({
      changeDish: async (_, change) => {
        if (fail) throw fail;
        return changed(rice, change);
      },
    });
    await editor.onMenu();
    const edit = { type: 'dish.change', productId: rice._id, edit: { price: '175' } } as const;

    editor.actor.send(edit);
    await editor.settled();
    expect(editor.menu().Chinese).toEqual([`Fried Rice, ₹150, ${MENU_ERRORS.price}`]);

    fail = new TypeError('Failed to fetch');
    editor.actor.send(edit);
    expect(editor.line(rice._id)?.problem).toBeUndefined();
    await editor.settled();
    expect(editor.line(rice._id)?.problem).toBe(NOT_REACHED);

    fail = undefined;
    editor.actor.send(edit);
    await editor.settled();
    expect(editor.menu().Chinese).toEqual(['Fried Rice, ₹175']);
    expect(editor.load).toHaveBeenCalledOnce();
  });

  it('a conflict says so in words and takes the dish as the backend has it now', async () => {
    const theirs = changed(dosa, { version: 3, soldOut: false, price: '165' });
    const editor = start({
      changeDish: async (_, change) => {
        if (change.version !== theirs.version) {
          throw new ApiError(409, MENU_ERRORS.conflict(dosa.title));
        }
        return changed(theirs, change);
      },
    });
    await editor.onMenu();
    editor.load.mockResolvedValueOnce({ dishes: [chicken, theirs, rice, pizza], pictures: [] });

    editor.actor.send({ type: 'dish.change', productId: dosa._id, edit: { soldOut: false } });
    await waitFor(editor.actor, (s) => s.context.dishes.some((dish) => dish.price === '165'));
    expect(editor.menu().Indian?.[1]).toBe(
      `Masala Dosa, ₹165, ${MENU_ERRORS.conflict('Masala Dosa')}`,
    );
    expect(editor.load).toHaveBeenCalledTimes(2);

    // Made again, the change names the version the reload brought, and goes through.
    editor.actor.send({ type: 'dish.change', productId: dosa._id, edit: { soldOut: true } });
    expect(editor.change).toHaveBeenLastCalledWith(dosa._id, { version: 4, soldOut: true });
    await editor.settled();
    expect(editor.menu().Indian?.[1]).toBe('Masala Dosa, sold out, ₹165');
  });

  it('a reload that was asked for before a change came back does not undo the change', async () => {
    const reload = deferred<KitchenMenu>();
    const editor = start({
      changeDish: async (productId, change) => {
        if (productId === dosa._id) throw new ApiError(409, MENU_ERRORS.conflict(dosa.title));
        return changed(chicken, change);
      },
    });
    await editor.onMenu();
    editor.load.mockReturnValueOnce(reload.promise);

    editor.actor.send({ type: 'dish.change', productId: dosa._id, edit: { soldOut: false } });
    await waitFor(editor.actor, () => editor.load.mock.calls.length === 2);
    editor.actor.send({ type: 'dish.change', productId: chicken._id, edit: { soldOut: true } });
    await editor.settled();

    // The reload, asked for at the conflict, has Butter Chicken as it was before its change.
    reload.resolve({ dishes: [chicken, dosa, rice, pizza], pictures: [chicken.url] });
    await waitFor(editor.actor, (s) => s.context.pictures.length === 1);
    expect(editor.menu().Indian?.[0]).toBe('Butter Chicken, sold out, ₹250');
  });

  it.each([
    [401, INVALID_TOKEN],
    [403, STAFF_ONLY],
  ])('a token the backend no longer takes ends the editor (%d)', async (status, message) => {
    const editor = start({
      changeDish: async () => {
        throw new ApiError(status, message);
      },
    });
    await editor.onMenu();
    editor.actor.send({ type: 'dish.change', productId: rice._id, edit: { hidden: true } });
    await waitFor(editor.actor, (s) => s.matches('signedOut'));
    expect(editor.emitted).toEqual([{ type: 'sessionEnded' }]);
  });

  it('a token that ended before the menu loaded ends the editor', async () => {
    const editor = start({
      loadMenu: async () => {
        throw new ApiError(401, INVALID_TOKEN);
      },
    });
    await waitFor(editor.actor, (s) => s.matches('signedOut'));
    expect(editor.emitted).toEqual([{ type: 'sessionEnded' }]);
  });

  it('adds a dish: pending while it is on its way, then on the menu', async () => {
    const reply = deferred<MenuDish>();
    const editor = start({ addDish: () => reply.promise });
    await editor.onMenu();

    editor.actor.send({ type: 'dish.add', dish: chai });
    expect(editor.add).toHaveBeenCalledWith(chai);
    expect(selectAdding(editor.snapshot())).toBe(true);

    const added = buildMenuDish('prod-masala-dosa', { ...chai, _id: 'prod-masala-chai' });
    reply.resolve(added);
    await waitFor(editor.actor, (s) => !selectAdding(s));
    expect(editor.menu().Indian).toEqual([
      'Butter Chicken, ₹250',
      'Masala Dosa, sold out, ₹150',
      'Masala Chai, ₹60',
    ]);
    expect(editor.emitted).toEqual([{ type: 'dishAdded', dish: added }]);
  });

  it('an add refused keeps the reason until the form opens again; a title taken reloads the menu', async () => {
    const taken = MENU_ERRORS.titleTaken('Masala Chai');
    const editor = start({
      addDish: async () => {
        throw new ApiError(409, taken);
      },
    });
    await editor.onMenu();

    editor.actor.send({ type: 'dish.add', dish: chai });
    await waitFor(editor.actor, (s) => s.context.addProblem !== undefined);
    expect(editor.snapshot().context.addProblem).toBe(taken);
    expect(selectAdding(editor.snapshot())).toBe(false);
    await waitFor(editor.actor, () => editor.load.mock.calls.length === 2);

    editor.actor.send({ type: 'add.open' });
    expect(editor.snapshot().context.addProblem).toBeUndefined();
    expect(editor.emitted).toEqual([]);
  });

  it('finds dishes by title or restaurant, in any case', async () => {
    const editor = start();
    await editor.onMenu();
    editor.actor.send({ type: 'menu.search', query: 'DOSA' });
    expect(editor.menu()).toEqual({ Indian: ['Masala Dosa, sold out, ₹150'] });
    editor.actor.send({ type: 'menu.search', query: 'pizza italia' });
    expect(editor.menu()).toEqual({ Italian: ['Margherita Pizza, hidden, ₹300'] });
    editor.actor.send({ type: 'menu.search', query: 'qq' });
    expect(editor.menu()).toEqual({});
    editor.actor.send({ type: 'menu.search', query: ' ' });
    expect(Object.keys(editor.menu())).toEqual(['Indian', 'Chinese', 'Italian']);
  });
});
