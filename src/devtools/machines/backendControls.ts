import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import {
  ALL_ROUTES,
  parseDelay,
  type ActiveControl,
  type BackendControl,
  type ControlReply,
} from '../../domain/backendControls';
import { messageOf, notProvided, present } from '../../machines/support';

/** What the 'Add control' form holds; the delay as typed. */
export interface ControlDraft {
  route: string;
  reply: ControlReply;
  delayText: string;
}

export interface BackendControlsContext {
  /** The controls that are on, always the backend's latest list. */
  controls: ActiveControl[];
  draft: ControlDraft;
  /** 'Add control' found the delay unusable; editing the delay clears it. */
  delayError: boolean;
  /** Why the last call failed; cleared when the user acts again. */
  failure?: string;
}

export type BackendControlsEvent =
  | { type: 'controls.setRoute'; route: string }
  | { type: 'controls.setReply'; reply: ControlReply }
  | { type: 'controls.setDelay'; text: string }
  | { type: 'controls.add' }
  | { type: 'controls.turnOff'; id: string }
  | { type: 'controls.turnAllOff' }
  /** Something else changed them: another tab, or the store's banner. */
  | { type: 'controls.changed' }
  /** After a failed load. */
  | { type: 'controls.retry' };

export const DEFAULT_DRAFT: ControlDraft = { route: ALL_ROUTES, reply: 'Normal', delayText: '0' };

/** A call's reply: the backend's list, or the failure beside the list as it was. */
const backToList = {
  onDone: {
    target: 'ready',
    actions: {
      type: 'takeControls',
      params: ({ event }: { event: DoneActorEvent<ActiveControl[]> }) => event.output,
    },
  },
  onError: {
    target: 'ready',
    actions: { type: 'rememberFailure', params: ({ event }: { event: ErrorActorEvent }) => event },
  },
} as const;

/** What the user can do with the list on screen, also while it is being refreshed. */
const listActions = {
  'controls.add': [
    { guard: 'delayIsValid', target: 'adding', actions: 'clearFailure' },
    { actions: 'showDelayError' },
  ],
  'controls.turnOff': { target: 'turningOff', actions: 'clearFailure' },
  'controls.turnAllOff': { target: 'turningAllOff', actions: 'clearFailure' },
} as const;

export const backendControlsMachine = setup({
  types: {
    context: {} as BackendControlsContext,
    events: {} as BackendControlsEvent,
  },
  // Placeholders: the app (and each story or test) supplies the real calls with `.provide`.
  actors: {
    loadControls: notProvided<ActiveControl[]>('loadControls'),
    addControl: notProvided<ActiveControl[], BackendControl>('addControl'),
    turnOffControl: notProvided<ActiveControl[], string>('turnOffControl'),
    turnAllOff: notProvided<ActiveControl[]>('turnAllOff'),
  },
  actions: {
    setRoute: assign(({ context, event }) => {
      assertEvent(event, 'controls.setRoute');
      return { draft: { ...context.draft, route: event.route } };
    }),
    setReply: assign(({ context, event }) => {
      assertEvent(event, 'controls.setReply');
      return { draft: { ...context.draft, reply: event.reply } };
    }),
    setDelay: assign(({ context, event }) => {
      assertEvent(event, 'controls.setDelay');
      return { draft: { ...context.draft, delayText: event.text }, delayError: false };
    }),
    showDelayError: assign({ delayError: true }),
    clearFailure: assign({ failure: undefined }),
    takeControls: assign((_, controls: ActiveControl[]) => ({ controls, failure: undefined })),
    rememberFailure: assign((_, { error }: { error: unknown }) => ({ failure: messageOf(error) })),
  },
  guards: {
    delayIsValid: ({ context }) => parseDelay(context.draft.delayText) !== undefined,
  },
}).createMachine({
  id: 'backendControls',
  context: { controls: [], draft: DEFAULT_DRAFT, delayError: false },
  // The form can be filled in at any time, also while a call is on its way.
  on: {
    'controls.setRoute': { actions: 'setRoute' },
    'controls.setReply': { actions: 'setReply' },
    'controls.setDelay': { actions: 'setDelay' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadControls',
        onDone: {
          target: 'ready',
          actions: { type: 'takeControls', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      on: {
        'controls.retry': { target: 'loading', actions: 'clearFailure' },
      },
    },
    ready: {
      tags: 'canChange',
      on: { ...listActions, 'controls.changed': 'refreshing' },
    },
    refreshing: {
      tags: 'canChange',
      on: listActions,
      invoke: { src: 'loadControls', ...backToList },
    },
    adding: {
      invoke: {
        src: 'addControl',
        // Only reachable through the 'delayIsValid' guard.
        input: ({ context: { draft } }) => ({
          route: draft.route,
          reply: draft.reply,
          delayMs: present(parseDelay(draft.delayText), 'valid delay'),
        }),
        ...backToList,
      },
    },
    turningOff: {
      invoke: {
        src: 'turnOffControl',
        input: ({ event }) => {
          assertEvent(event, 'controls.turnOff');
          return event.id;
        },
        ...backToList,
      },
    },
    turningAllOff: {
      invoke: { src: 'turnAllOff', ...backToList },
    },
  },
});

export type BackendControlsSnapshot = SnapshotFrom<typeof backendControlsMachine>;

/** The list is there and no change is on its way: 'Add control' and 'Turn off' can act. */
export const selectCanChange = (snapshot: BackendControlsSnapshot): boolean =>
  snapshot.hasTag('canChange');
