import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import {
  CONTROL_REPLIES,
  CONTROL_ROUTES,
  DELAY_ERROR,
  describeControl,
  parseDelay,
  type ActiveControl,
  type BackendControl,
  type ControlReply,
} from '../../domain/backendControls';
import {
  backendControlsMachine,
  selectCanChange,
  type BackendControlsEvent,
} from '../machines/backendControls';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadError } from '../../components/LoadError';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Field, Label, Select, TextInput } from '../../components/TextInput';
import { DelayField, Form, Item, Section } from './BackendControls.styles';

/** The calls behind the section; each answers with the controls that are on afterwards. */
export interface BackendControlsApi {
  load: () => Promise<ActiveControl[]>;
  add: (control: BackendControl) => Promise<ActiveControl[]>;
  turnOff: (id: string) => Promise<ActiveControl[]>;
  turnAllOff: () => Promise<ActiveControl[]>;
  /** Calls back when something else changes the controls (another tab, the banner); unsubscribes. */
  watch: (onChange: () => void) => () => void;
}

export interface BackendControlsProps {
  api: BackendControlsApi;
}

const isReply = (value: string): value is ControlReply =>
  (CONTROL_REPLIES as readonly string[]).includes(value);

/**
 * 'Backend controls' (D26): make a route of the store, or all of them, slow, fail with a chosen
 * status, or go offline; driven by `backendControlsMachine`. When a 'Turn off' button goes with
 * its control, the focus goes to the heading.
 */
export function BackendControls({ api }: BackendControlsProps) {
  const [snapshot, send] = useMachine(
    backendControlsMachine.provide({
      actors: {
        loadControls: fromPromise(() => api.load()),
        addControl: fromPromise<ActiveControl[], BackendControl>(({ input }) => api.add(input)),
        turnOffControl: fromPromise<ActiveControl[], string>(({ input }) => api.turnOff(input)),
        turnAllOff: fromPromise(() => api.turnAllOff()),
      },
    }),
  );
  const { controls, draft, delayError, failure } = snapshot.context;
  const canChange = selectCanChange(snapshot);
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const delayRef = useRef<HTMLInputElement>(null);
  const focusHeadingIfLost = useRef(false);

  useEffect(() => api.watch(() => send({ type: 'controls.changed' })), [api, send]);

  useEffect(() => {
    if (!canChange || !focusHeadingIfLost.current) return;
    focusHeadingIfLost.current = false;
    if (!sectionRef.current?.contains(document.activeElement)) headingRef.current?.focus();
  }, [canChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The delay's message is read out when its field has the focus.
    if (parseDelay(draft.delayText) === undefined) delayRef.current?.focus();
    send({ type: 'controls.add' });
  };

  const turnOff = (
    event: Extract<BackendControlsEvent, { type: 'controls.turnOff' | 'controls.turnAllOff' }>,
  ) => {
    focusHeadingIfLost.current = true;
    send(event);
  };

  const renderList = () => {
    if (snapshot.matches('loading')) {
      return (
        <Text $tone="muted" role="status">
          Loading the backend controls…
        </Text>
      );
    }
    if (snapshot.matches('failed')) {
      return (
        <LoadError what="the backend controls" onRetry={() => send({ type: 'controls.retry' })} />
      );
    }
    if (controls.length === 0) {
      return <Text $tone="muted">No controls are on: every route answers as usual.</Text>;
    }
    return (
      <>
        <Stack as="ul" $gap="xs" aria-label="Controls that are on">
          {controls.map((control) => (
            <Item
              as="li"
              key={control.id}
              $align="center"
              $justify="space-between"
              $gap={['xs', 'sm']}
            >
              <span id={`${id}-${control.id}`}>{describeControl(control)}</span>
              <Button
                variant="secondary"
                aria-describedby={`${id}-${control.id}`}
                unavailable={!canChange}
                onClick={() => turnOff({ type: 'controls.turnOff', id: control.id })}
              >
                Turn off
              </Button>
            </Item>
          ))}
        </Stack>
        <Cluster $justify="flex-end">
          <Button
            variant="secondary"
            unavailable={!canChange}
            onClick={() => turnOff({ type: 'controls.turnAllOff' })}
          >
            Turn all off
          </Button>
        </Cluster>
      </>
    );
  };

  return (
    <Section
      as="section"
      $gap="md"
      $widePadding="lg"
      $wideFrom="md"
      ref={sectionRef}
      aria-labelledby={`${id}-heading`}
    >
      <Text as="h2" $size="xl" id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        Backend controls
      </Text>
      <Text $tone="muted">
        Make a route of the store slow or failing, in every tab, until the browser is closed.
      </Text>
      <Form as="form" $align="flex-start" $gap="sm" onSubmit={submit} noValidate>
        <Field>
          <Label htmlFor={`${id}-route`}>Route</Label>
          <Select
            as="select"
            id={`${id}-route`}
            $invalid={false}
            $hasAdornment={false}
            value={draft.route}
            onChange={(event) => send({ type: 'controls.setRoute', route: event.target.value })}
          >
            {CONTROL_ROUTES.map((route) => (
              <option key={route}>{route}</option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-reply`}>Reply with</Label>
          <Select
            as="select"
            id={`${id}-reply`}
            $invalid={false}
            $hasAdornment={false}
            value={draft.reply}
            onChange={(event) => {
              if (isReply(event.target.value)) {
                send({ type: 'controls.setReply', reply: event.target.value });
              }
            }}
          >
            {CONTROL_REPLIES.map((reply) => (
              <option key={reply}>{reply}</option>
            ))}
          </Select>
        </Field>
        <DelayField>
          <TextInput
            ref={delayRef}
            label="Delay (ms)"
            inputMode="numeric"
            autoComplete="off"
            value={draft.delayText}
            error={delayError ? DELAY_ERROR : undefined}
            onChange={(event) => send({ type: 'controls.setDelay', text: event.target.value })}
          />
        </DelayField>
        <Button type="submit" size="lg" unavailable={!canChange}>
          Add control
        </Button>
      </Form>
      {failure && !snapshot.matches('failed') ? (
        <ErrorMessage role="alert">The backend controls were not changed. {failure}</ErrorMessage>
      ) : null}
      {renderList()}
    </Section>
  );
}
