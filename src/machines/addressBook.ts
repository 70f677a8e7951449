import { assertEvent, assign, setup } from 'xstate';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import {
  EMPTY_ADDRESS,
  hasErrors,
  trimAddress,
  validateAddress,
  type AddressErrors,
  type AddressField,
} from '../domain/address';
import type { Address, AddressInput } from '../domain/types';
import { messageOf, notProvided, present } from './support';

export interface AddressBookContext {
  /** The saved addresses, always the server's latest list. */
  addresses: Address[];
  /** What the open form holds. */
  draft: AddressInput;
  /** The address the form edits; undefined in add mode. */
  editingId?: string;
  /** The address whose deletion is on its way. */
  deletingId?: string;
  /** Inline messages, set by a submit attempt; typing in a field removes its message. */
  errors: AddressErrors;
  /** Why the last call failed; cleared when the user tries again or leaves the form. */
  failure?: string;
}

export interface UpdateAddressInput {
  id: string;
  address: AddressInput;
}

export type AddressBookEvent =
  /** Opens an empty form. */
  | { type: 'address.add' }
  /** Opens the form filled with that address. */
  | { type: 'address.edit'; id: string }
  | { type: 'address.change'; field: AddressField; value: string }
  /** 'Random Data': replaces the whole draft (the component picks the demo address). */
  | { type: 'address.fill'; address: AddressInput }
  /** Leaves add or edit mode and drops the draft. */
  | { type: 'address.cancel' }
  | { type: 'address.submit' }
  | { type: 'address.delete'; id: string }
  /** After a failed load. */
  | { type: 'address.retry' };

const withoutField = (errors: AddressErrors, field: AddressField): AddressErrors => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

/** Filling in the form: the same in add and in edit mode. */
const filling = {
  on: {
    'address.change': { actions: 'setField' },
    'address.fill': { actions: 'fillDraft' },
    'address.cancel': { target: '#addressBook.viewing', actions: 'closeForm' },
    'address.submit': [
      { guard: 'draftIsValid', target: 'saving', actions: 'clearFailure' },
      { actions: 'showErrors' },
    ],
  },
} as const;

/** A save's reply: the server's list with the form closed, or the form again with the failure. */
const savedOrBackToForm = {
  onDone: {
    target: '#addressBook.viewing',
    actions: [
      {
        type: 'takeAddresses',
        params: ({ event }: { event: DoneActorEvent<Address[]> }) => event.output,
      },
      'closeForm',
    ],
  },
  onError: {
    target: 'filling',
    actions: { type: 'rememberFailure', params: ({ event }: { event: ErrorActorEvent }) => event },
  },
} as const;

/**
 * The form in add or in edit mode: filled in, then saved by the actor `src`, called with what
 * `input` makes of the context.
 */
const formState = <const Src extends string, Input>(
  src: Src,
  input: ({ context }: { context: AddressBookContext }) => Input,
) =>
  ({
    tags: 'form',
    initial: 'filling',
    states: {
      filling,
      saving: { tags: 'saving', invoke: { src, input, ...savedOrBackToForm } },
    },
  }) as const;

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
  },
  // Placeholders: the app (and each story or test) supplies the real calls with `.provide`.
  actors: {
    loadAddresses: notProvided<Address[]>('loadAddresses'),
    addAddress: notProvided<Address[], AddressInput>('addAddress'),
    updateAddress: notProvided<Address[], UpdateAddressInput>('updateAddress'),
    deleteAddress: notProvided<Address[], string>('deleteAddress'),
  },
  actions: {
    openEmptyForm: assign({
      draft: EMPTY_ADDRESS,
      editingId: undefined,
      errors: {},
      failure: undefined,
    }),
    openFilledForm: assign(({ context, event }) => {
      assertEvent(event, 'address.edit');
      const address = context.addresses.find(({ id }) => id === event.id);
      if (!address) return {};
      const { id, ...draft } = address;
      return { draft, editingId: id, errors: {}, failure: undefined };
    }),
    closeForm: assign({
      draft: EMPTY_ADDRESS,
      editingId: undefined,
      errors: {},
      failure: undefined,
    }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'address.change');
      return {
        draft: { ...context.draft, [event.field]: event.value },
        errors: withoutField(context.errors, event.field),
      };
    }),
    fillDraft: assign(({ event }) => {
      assertEvent(event, 'address.fill');
      return { draft: { ...event.address }, errors: {} };
    }),
    showErrors: assign({ errors: ({ context }) => validateAddress(context.draft) }),
    markDeleting: assign(({ event }) => {
      assertEvent(event, 'address.delete');
      return { deletingId: event.id, failure: undefined };
    }),
    clearDeleting: assign({ deletingId: undefined }),
    clearFailure: assign({ failure: undefined }),
    /** The server's list after a call: it replaces ours. */
    takeAddresses: assign((_, addresses: Address[]) => ({ addresses })),
    rememberFailure: assign((_, { error }: { error: unknown }) => ({ failure: messageOf(error) })),
  },
  guards: {
    draftIsValid: ({ context }) => !hasErrors(validateAddress(context.draft)),
    isKnownAddress: ({ context, event }) => {
      assertEvent(event, ['address.edit', 'address.delete']);
      return context.addresses.some(({ id }) => id === event.id);
    },
  },
}).createMachine({
  id: 'addressBook',
  context: { addresses: [], draft: EMPTY_ADDRESS, errors: {} },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAddresses',
        onDone: {
          target: 'viewing',
          actions: { type: 'takeAddresses', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      on: {
        'address.retry': { target: 'loading', actions: 'clearFailure' },
      },
    },
    viewing: {
      on: {
        'address.add': { target: 'adding', actions: 'openEmptyForm' },
        'address.edit': { guard: 'isKnownAddress', target: 'editing', actions: 'openFilledForm' },
        'address.delete': { guard: 'isKnownAddress', target: 'deleting', actions: 'markDeleting' },
      },
    },
    adding: formState('addAddress', ({ context }) => trimAddress(context.draft)),
    // Only reachable from edit mode, which always has an id.
    editing: formState('updateAddress', ({ context }) => ({
      id: present(context.editingId, 'address being edited'),
      address: trimAddress(context.draft),
    })),
    deleting: {
      invoke: {
        src: 'deleteAddress',
        input: ({ event }) => {
          assertEvent(event, 'address.delete');
          return event.id;
        },
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'takeAddresses', params: ({ event }) => event.output },
            'clearDeleting',
          ],
        },
        onError: {
          target: 'viewing',
          actions: [{ type: 'rememberFailure', params: ({ event }) => event }, 'clearDeleting'],
        },
      },
    },
  },
});

export type AddressFormSnapshot = SnapshotFrom<typeof addressBookMachine>;

/** Which form is open: 'add', 'edit', or none. */
export const selectFormMode = (snapshot: AddressFormSnapshot): 'add' | 'edit' | undefined => {
  if (snapshot.matches('adding')) return 'add';
  if (snapshot.matches('editing')) return 'edit';
  return undefined;
};

/** A save (add or update) is on its way. */
export const selectIsSaving = (snapshot: AddressFormSnapshot): boolean => snapshot.hasTag('saving');
