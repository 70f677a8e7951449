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
} from '../../machines/backendControls';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { LoadError } from '../LoadError';
import { Field, Label, Select, TextInput } from '../TextInput';
import {
  Actions,
  DelayField,
  Form,
  Heading,
  Item,
  List,
  MutedText,
  Section,
} from './BackendControls.styles';

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
      return <MutedText role="status">Loading the backend controls…</MutedText>;
    }
    if (snapshot.matches('failed')) {
      return (
        <LoadError what="the backend controls" onRetry={() => send({ type: 'controls.retry' })} />
      );
    }
    if (controls.length === 0) {
      return <MutedText>No controls are on: every route answers as usual.</MutedText>;
    }
    return (
      <>
        <List aria-label="Controls that are on">
          {controls.map((control) => (
            <Item key={control.id}>
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
        </List>
        <Actions>
          <Button
            variant="secondary"
            unavailable={!canChange}
            onClick={() => turnOff({ type: 'controls.turnAllOff' })}
          >
            Turn all off
          </Button>
        </Actions>
      </>
    );
  };

  return (
    <Section ref={sectionRef} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        Backend controls
      </Heading>
      <MutedText>
        Make a route of the store slow or failing, in every tab, until the browser is closed.
      </MutedText>
      <Form onSubmit={submit} noValidate>
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
