import {
  selectFormMode,
  selectIsSaving,
  type AddressFormSnapshot,
} from '../../machines/addressBook';

/** Where the focus goes once the screen shows the result of what the user did. */
export type FocusTarget = 'heading' | 'addButton' | { editButtonOf: string };

export interface AfterChange {
  focus: FocusTarget;
  /** Said politely by the screen's status region. */
  message?: string;
  /** The address a save has just added. */
  addedId?: string;
}

/**
 * What the user should be told, and where their focus goes, after the machine went from
 * `before` to `after`; undefined when nothing needs doing (the focus is still where it was).
 */
export function afterChange(
  before: AddressFormSnapshot,
  after: AddressFormSnapshot,
): AfterChange | undefined {
  // 'Try again' disappears with the alert it is in.
  if (before.matches('failed') && after.matches('loading')) return { focus: 'heading' };
  if (!after.matches('viewing')) return undefined;

  const mode = selectFormMode(before);
  if (mode && selectIsSaving(before)) {
    const name = before.context.draft.name.trim();
    if (mode === 'edit') return { focus: 'heading', message: `Updated the address of ${name}.` };
    const known = new Set(before.context.addresses.map(({ id }) => id));
    const added = after.context.addresses.find(({ id }) => !known.has(id));
    return { focus: 'heading', message: `Added the address of ${name}.`, addedId: added?.id };
  }
  // Cancelled: back to the button that opened the form.
  if (mode) {
    const { editingId } = before.context;
    return { focus: editingId ? { editButtonOf: editingId } : 'addButton' };
  }
  if (before.matches('deleting') && !after.context.failure) {
    const gone = before.context.addresses.find(({ id }) => id === before.context.deletingId);
    return { focus: 'heading', message: `Deleted the address of ${gone?.name ?? ''}.` };
  }
  return undefined;
}
