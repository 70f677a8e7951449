import { useRef, useState } from 'react';
import { DEFAULT_PREP_MINUTES, QUICK_PREP_MINUTES } from '../../domain/kitchen';
import { orderNumber, PREP_MINUTES } from '../../domain/orderLifecycle';
import { Cluster } from '../Cluster';
import { TextInput } from '../TextInput';
import { DialogFrame } from './DialogFrame';
import { FieldGroup } from '../modalDialog';
import { Pill } from './KitchenDialogs.styles';

export interface AcceptDialogProps {
  orderId: string;
  /** Called once, with the whole minutes chosen (5–90). */
  onAccept: (prepMinutes: number) => void;
  /** Cancel, or Escape. */
  onCancel: () => void;
}

export const PREP_MINUTES_MESSAGE = `Enter whole minutes from ${PREP_MINUTES.min} to ${PREP_MINUTES.max}.`;

/** The minutes typed, when they are whole and within the bounds. */
function validMinutes(typed: string): number | undefined {
  if (!/^\d+$/.test(typed.trim())) return undefined;
  const minutes = Number(typed);
  return minutes >= PREP_MINUTES.min && minutes <= PREP_MINUTES.max ? minutes : undefined;
}

/**
 * Accepting an order asks how long it takes to prepare: a tap on a usual time, or the minutes
 * typed (5–90); 20 to start with, which has the focus.
 */
export function AcceptDialog({ orderId, onAccept, onCancel }: AcceptDialogProps) {
  const [typed, setTyped] = useState(String(DEFAULT_PREP_MINUTES));
  const [error, setError] = useState<string>();
  const firstFocus = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const choose = (minutes: string) => {
    setTyped(minutes);
    setError(undefined);
  };
  return (
    <DialogFrame
      title={`Accept order #${orderNumber(orderId)}`}
      description="How long will it take to prepare?"
      submitLabel="Accept"
      initialFocus={firstFocus}
      onCancel={onCancel}
      onSubmit={() => {
        const minutes = validMinutes(typed);
        if (minutes !== undefined) return () => onAccept(minutes);
        setError(PREP_MINUTES_MESSAGE);
        input.current?.focus();
        return undefined;
      }}
    >
      <FieldGroup>
        <legend>Preparation time</legend>
        <Cluster $gap="xs">
          {QUICK_PREP_MINUTES.map((minutes) => (
            <Pill key={minutes}>
              <input
                ref={minutes === DEFAULT_PREP_MINUTES ? firstFocus : undefined}
                type="radio"
                name="quickMinutes"
                value={minutes}
                checked={typed.trim() === String(minutes)}
                onChange={() => choose(String(minutes))}
              />
              {minutes} min
            </Pill>
          ))}
        </Cluster>
      </FieldGroup>
      <TextInput
        ref={input}
        label="Minutes"
        name="prepMinutes"
        type="number"
        inputMode="numeric"
        min={PREP_MINUTES.min}
        max={PREP_MINUTES.max}
        step={1}
        required
        hint={`From ${PREP_MINUTES.min} to ${PREP_MINUTES.max}`}
        value={typed}
        error={error}
        onChange={(event) => choose(event.target.value)}
      />
    </DialogFrame>
  );
}
