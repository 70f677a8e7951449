import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import type { DishChange, MenuDish, NewDish } from '../../domain/menu';
import {
  menuEditorMachine,
  selectAdding,
  selectCuisines,
  selectDish,
  selectSaving,
  type KitchenMenu,
} from '../../machines/menuEditor';
import { LoadError } from '../LoadError';
import { Stack } from '../Stack';
import { AddDishDialog } from './AddDishDialog';
import { CuisineList } from './CuisineList';
import { EditDishDialog } from './EditDishDialog';
import { AddedNote, MenuArea } from './MenuEditor.styles';
import { MenuHeader } from './MenuHeader';
import { MenuSearch } from './MenuSearch';
import { MenuSkeleton } from './MenuSkeleton';

/** The menu's calls, made with the staff member's token. */
export interface MenuEditorApi {
  /** Every dish, hidden and sold out ones too, and the pictures a new dish may use. */
  loadMenu: () => Promise<KitchenMenu>;
  /** Fails with the backend's reason; a 409 if the title is on the menu already. */
  addDish: (dish: NewDish) => Promise<MenuDish>;
  /** Fails with the backend's reason; a 409 if someone changed the dish since `change.version`. */
  changeDish: (productId: string, change: DishChange) => Promise<MenuDish>;
}

export interface MenuEditorProps {
  api: MenuEditorApi;
  /** The backend no longer takes the token: the staff member signs in again. */
  onSessionEnded: () => void;
  onSignOut?: () => void;
  /** Who is signed in, by first name. */
  staffName?: string;
}

/** The open dialog, and whether its save went through (which closes it). */
type Dialog = { kind: 'add'; saved: boolean } | { kind: 'edit'; productId: string; saved: boolean };

/**
 * The kitchen's menu (D42), run by the menu editor machine: every dish by cuisine, each marked
 * sold out or back at a tap, hidden from the store or shown again, its price and description
 * changed in a dialog; and a new dish added. Changes show at once and settle as the backend
 * answers; one refused says why on its dish.
 */
export function MenuEditor({ api, onSessionEnded, onSignOut, staffName }: MenuEditorProps) {
  // @xstate/react keeps one actor for the component's life and gives it the latest
  // implementations on every render.
  const [snapshot, send, actorRef] = useMachine(
    menuEditorMachine.provide({
      actors: {
        loadMenu: fromPromise(() => api.loadMenu()),
        addDish: fromPromise(({ input }) => api.addDish(input)),
        changeDish: fromPromise(({ input }) => api.changeDish(input.productId, input.change)),
      },
    }),
  );
  const [dialog, setDialog] = useState<Dialog>();
  const [added, setAdded] = useState<MenuDish>();

  const sessionEnded = useEffectEvent(onSessionEnded);
  useEffect(() => {
    const subscriptions = [
      actorRef.on('sessionEnded', () => sessionEnded()),
      actorRef.on('dishSaved', ({ dish }) =>
        setDialog((open) =>
          open?.kind === 'edit' && open.productId === dish._id ? { ...open, saved: true } : open,
        ),
      ),
      actorRef.on('dishAdded', ({ dish }) => {
        setAdded(dish);
        setDialog((open) => (open?.kind === 'add' ? { ...open, saved: true } : open));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  const { query, pictures, addProblem, problems } = snapshot.context;
  const ready = snapshot.matches('ready');
  const editing = dialog?.kind === 'edit' ? selectDish(snapshot, dialog.productId) : undefined;
  const openAdd = () => {
    send({ type: 'add.open' });
    setAdded(undefined);
    setDialog({ kind: 'add', saved: false });
  };

  const body = () => {
    if (snapshot.matches('loading')) return <MenuSkeleton />;
    if (snapshot.matches('loadFailed')) {
      return <LoadError what="the menu" onRetry={() => send({ type: 'menu.retry' })} />;
    }
    const cuisines = selectCuisines(snapshot);
    const dishes = cuisines.flatMap(({ lines }) => lines.map(({ dish }) => dish));
    return (
      <>
        <MenuSearch
          query={query}
          onSearch={(next) => send({ type: 'menu.search', query: next })}
          found={dishes.length}
          soldOut={dishes.filter((dish) => dish.soldOut).length}
          hidden={dishes.filter((dish) => dish.hidden).length}
        />
        {cuisines.map((cuisine) => (
          <CuisineList
            key={cuisine.categoryName}
            // The dish being edited says why its save failed in its dialog, not twice.
            cuisine={{
              ...cuisine,
              lines: cuisine.lines.map((line) =>
                line.dish._id === editing?._id ? { ...line, problem: undefined } : line,
              ),
            }}
            onChange={(productId, edit) => send({ type: 'dish.change', productId, edit })}
            onEdit={(productId) => setDialog({ kind: 'edit', productId, saved: false })}
          />
        ))}
      </>
    );
  };

  return (
    <Stack $gap="lg">
      <title>Kitchen menu — Cravings</title>
      <MenuHeader staffName={staffName} onAdd={ready ? openAdd : undefined} onSignOut={onSignOut} />
      {/* Always there, so that the news of a dish added is announced. */}
      <AddedNote role="status" $weight="semibold" $tone="success">
        {added && `${added.title} is on the menu, under ${added.categoryName}.`}
      </AddedNote>
      <MenuArea $gap="xl">{body()}</MenuArea>
      {dialog?.kind === 'add' && (
        <AddDishDialog
          pictures={pictures}
          saving={selectAdding(snapshot)}
          problem={addProblem}
          saved={dialog.saved}
          onAdd={(dish) => send({ type: 'dish.add', dish })}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'edit' && editing && (
        <EditDishDialog
          dish={editing}
          saving={selectSaving(snapshot, editing._id)}
          problem={problems[editing._id]}
          saved={dialog.saved}
          onSave={(edit) => send({ type: 'dish.change', productId: editing._id, edit })}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );
}
