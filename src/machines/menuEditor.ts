import { hasStatus, kitchenProblemOf } from '../domain/kitchenErrors';
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { MENU_ERRORS, type DishChange, type MenuDish, type NewDish } from '../domain/menu';
import { CATEGORY_NAMES, type CategoryName } from '../domain/types';
import { notProvided, present, without } from './support';

/** The menu as the kitchen's API gives it (D42). */
export interface KitchenMenu {
  dishes: MenuDish[];
  /** The pictures a new dish may use. */
  pictures: string[];
}

/** What staff change of a dish: the machine adds the version it has of it. */
export type DishEdit = Omit<DishChange, 'version'>;

/** The children the editor spawns: a call per change, and a reload after a conflict. */
type CallId = `call.${number}`;
type RefreshId = `refresh.${number}`;
type ChildEvent =
  | DoneActorEvent<MenuDish, CallId>
  | ErrorActorEvent<unknown, CallId>
  | DoneActorEvent<KitchenMenu, RefreshId>
  | ErrorActorEvent<unknown, RefreshId>;

export interface MenuEditorContext {
  /** Every dish, hidden and sold out ones too, as the backend last told them. */
  dishes: MenuDish[];
  pictures: string[];
  /** The changes on their way, by child id: which dish each is about, and what it changes. */
  calls: Record<CallId, { productId: string; edit: DishEdit }>;
  /** Why a dish's last change failed, by dish id, until its next one starts. */
  problems: Record<string, string>;
  /** Why the last 'Add a dish' failed, until the form opens again. */
  addProblem?: string;
  /** What the menu is searched for: a dish's title or restaurant. */
  query: string;
  spawnCount: number;
}

export type MenuEditorEvent =
  /** A tap on 'Sold out' or 'Hide from menu', or an edit's Save. */
  | { type: 'dish.change'; productId: string; edit: DishEdit }
  /** The 'Add a dish' form opens. */
  | { type: 'add.open' }
  | { type: 'dish.add'; dish: NewDish }
  | { type: 'menu.search'; query: string }
  /** After a failed first load. */
  | { type: 'menu.retry' };

export type MenuEditorEmitted =
  /** The backend no longer takes the staff member's token: they sign in again. */
  | { type: 'sessionEnded' }
  /** A change was made: the dish as the backend has it now. */
  | { type: 'dishSaved'; dish: MenuDish }
  | { type: 'dishAdded'; dish: MenuDish };

const dishOf = (context: MenuEditorContext, productId: string) =>
  context.dishes.find((dish) => dish._id === productId);

const isBusy = (context: MenuEditorContext, productId: string) =>
  Object.values(context.calls).some((call) => call.productId === productId);

/** Of two copies of a dish, the later one: a reload may bring one older than a call's reply. */
const later = (ours: MenuDish | undefined, theirs: MenuDish) =>
  ours && ours.version > theirs.version ? ours : theirs;

const withDish = (dishes: MenuDish[], dish: MenuDish) =>
  dishes.some(({ _id }) => _id === dish._id)
    ? dishes.map((old) => (old._id === dish._id ? later(old, dish) : old))
    : [...dishes, dish];

const reloaded = (dishes: MenuDish[], menu: KitchenMenu) => {
  const ours = new Map(dishes.map((dish) => [dish._id, dish]));
  return menu.dishes.map((dish) => later(ours.get(dish._id), dish));
};

/** An add's failure, kept for its form. */
const ADD_FAILED = {
  type: 'failAdd',
  params: ({ event }: { event: ErrorActorEvent }) => event.error,
} as const;

/**
 * The kitchen's menu (D42): loads every dish, and changes each at the staff's word (sold out,
 * hidden, price, description), each dish on its own: its change shows at once, pending, and
 * settles when the backend answers, or goes back with the reason why not. A conflict (someone
 * changed the dish meanwhile) reloads the menu to show the dish as it is. Dishes are added one
 * at a time. A token the backend no longer takes ends the editor.
 */
export const menuEditorMachine = setup({
  types: {
    context: {} as MenuEditorContext,
    events: {} as MenuEditorEvent | ChildEvent,
    emitted: {} as MenuEditorEmitted,
  },
  actors: {
    loadMenu: notProvided<KitchenMenu>('loadMenu'),
    /** Fails with the backend's reason; a 409 if the title is on the menu already. */
    addDish: notProvided<MenuDish, NewDish>('addDish'),
    /** Fails with the backend's reason; a 409 if the version is not the dish's now. */
    changeDish: notProvided<MenuDish, { productId: string; change: DishChange }>('changeDish'),
  },
  actions: {
    takeMenu: assign((_, menu: KitchenMenu) => ({
      dishes: menu.dishes,
      pictures: menu.pictures,
    })),
    startChange: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'dish.change');
      const { productId, edit } = event;
      const { version } = present(dishOf(context, productId), 'dish to change');
      const id: CallId = `call.${context.spawnCount}`;
      enqueue.assign({
        calls: { ...context.calls, [id]: { productId, edit } },
        problems: without(context.problems, productId),
        spawnCount: context.spawnCount + 1,
      });
      enqueue.spawnChild('changeDish', { id, input: { productId, change: { version, ...edit } } });
    }),
    finishChange: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.call.*');
      enqueue.assign({
        dishes: withDish(context.dishes, event.output),
        calls: without(context.calls, event.actorId),
      });
      enqueue.emit({ type: 'dishSaved', dish: event.output });
    }),
    /** The dish goes back as it was, with the reason. */
    failChange: assign(({ context, event }) => {
      assertEvent(event, 'xstate.error.actor.call.*');
      const call = context.calls[event.actorId];
      if (!call) return {};
      const { title } = present(dishOf(context, call.productId), 'dish that was changed');
      const problem = hasStatus(event.error, 409)
        ? MENU_ERRORS.conflict(title)
        : kitchenProblemOf(event.error);
      return {
        calls: without(context.calls, event.actorId),
        problems: { ...context.problems, [call.productId]: problem },
      };
    }),
    /** Reads the menu again, to show a dish that someone else changed as it is now. */
    reload: enqueueActions(({ context, enqueue }) => {
      const id: RefreshId = `refresh.${context.spawnCount}`;
      enqueue.assign({ spawnCount: context.spawnCount + 1 });
      enqueue.spawnChild('loadMenu', { id });
    }),
    takeReload: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.refresh.*');
      return { dishes: reloaded(context.dishes, event.output), pictures: event.output.pictures };
    }),
    takeAdded: enqueueActions(({ context, enqueue }, dish: MenuDish) => {
      enqueue.assign({ dishes: withDish(context.dishes, dish) });
      enqueue.emit({ type: 'dishAdded', dish });
    }),
    clearAddProblem: assign({ addProblem: undefined }),
    failAdd: assign((_, error: unknown) => ({ addProblem: kitchenProblemOf(error) })),
    search: assign(({ event }) => {
      assertEvent(event, 'menu.search');
      return { query: event.query };
    }),
  },
  guards: {
    /** A 401 (the token ended) or a 403 (not staff): the staff member signs in again. */
    sessionEnded: ({ event }) => 'error' in event && hasStatus(event.error, 401, 403),
    /** Someone else changed the dish, or added the title, meanwhile. */
    conflict: ({ event }) => 'error' in event && hasStatus(event.error, 409),
    /** A known dish, with no change on its way, and something to change. */
    canChange: ({ context, event }) => {
      assertEvent(event, 'dish.change');
      return (
        dishOf(context, event.productId) !== undefined &&
        !isBusy(context, event.productId) &&
        Object.values(event.edit).some((value) => value !== undefined)
      );
    },
  },
}).createMachine({
  id: 'menuEditor',
  context: {
    dishes: [],
    pictures: [],
    calls: {},
    problems: {},
    query: '',
    spawnCount: 0,
  },
  on: {
    'menu.search': { actions: 'search' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadMenu',
        onDone: {
          target: 'ready',
          actions: { type: 'takeMenu', params: ({ event }) => event.output },
        },
        onError: [{ guard: 'sessionEnded', target: 'signedOut' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: {
      on: { 'menu.retry': 'loading' },
    },
    ready: {
      on: {
        'dish.change': { guard: 'canChange', actions: 'startChange' },
        'xstate.done.actor.call.*': { actions: 'finishChange' },
        'xstate.error.actor.call.*': [
          { guard: 'sessionEnded', target: 'signedOut' },
          { guard: 'conflict', actions: ['failChange', 'reload'] },
          { actions: 'failChange' },
        ],
        'xstate.done.actor.refresh.*': { actions: 'takeReload' },
        // The dish's problem already says to check it; only a token that ended matters here.
        'xstate.error.actor.refresh.*': { guard: 'sessionEnded', target: 'signedOut' },
        'add.open': { actions: 'clearAddProblem' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: { 'dish.add': { target: 'adding', actions: 'clearAddProblem' } },
        },
        adding: {
          invoke: {
            src: 'addDish',
            input: ({ event }) => {
              assertEvent(event, 'dish.add');
              return event.dish;
            },
            onDone: {
              target: 'idle',
              actions: { type: 'takeAdded', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'sessionEnded', target: '#menuEditor.signedOut' },
              // A title taken meanwhile: the menu as it is now shows that dish.
              {
                guard: 'conflict',
                target: 'idle',
                actions: [ADD_FAILED, 'reload'],
              },
              { target: 'idle', actions: ADD_FAILED },
            ],
          },
        },
      },
    },
    signedOut: {
      entry: emit({ type: 'sessionEnded' }),
    },
  },
});

type MenuEditorSnapshot = SnapshotFrom<typeof menuEditorMachine>;

/** A dish as the menu shows it: with its change on its way, if any, already made. */
export interface MenuLine {
  dish: MenuDish;
  saving: boolean;
  problem?: string;
}

export interface CuisineMenu {
  categoryName: CategoryName;
  lines: MenuLine[];
}

/** The dish with the edit's fields made. */
const made = (dish: MenuDish, edit: DishEdit = {}): MenuDish => ({
  ...dish,
  ...Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)),
});

const matches = (dish: MenuDish, query: string) => {
  const wanted = query.trim().toLowerCase();
  return (
    !wanted ||
    dish.title.toLowerCase().includes(wanted) ||
    dish.restaurant.toLowerCase().includes(wanted)
  );
};

/** The dishes that the search names, by cuisine, in the backend's order; empty cuisines left out. */
export function selectCuisines(snapshot: MenuEditorSnapshot): CuisineMenu[] {
  const { dishes, calls, problems, query } = snapshot.context;
  const edits = new Map(Object.values(calls).map(({ productId, edit }) => [productId, edit]));
  const lines = dishes
    .filter((dish) => matches(dish, query))
    .map((dish): MenuLine => {
      const edit = edits.get(dish._id);
      return { dish: made(dish, edit), saving: edit !== undefined, problem: problems[dish._id] };
    });
  return CATEGORY_NAMES.map((categoryName) => ({
    categoryName,
    lines: lines.filter(({ dish }) => dish.categoryName === categoryName),
  })).filter((cuisine) => cuisine.lines.length > 0);
}

/** The dish as the backend last told it. */
export const selectDish = (snapshot: MenuEditorSnapshot, productId: string) =>
  dishOf(snapshot.context, productId);

/** Whether a change of the dish is on its way. */
export const selectSaving = (snapshot: MenuEditorSnapshot, productId: string) =>
  isBusy(snapshot.context, productId);

/** Whether a new dish is on its way. */
export const selectAdding = (snapshot: MenuEditorSnapshot) => snapshot.matches({ ready: 'adding' });
