import { useId, useRef, useState } from 'react';
import { REJECT_REASONS } from '../../domain/kitchen';
import { MAX_REASON_LENGTH, orderNumber } from '../../domain/orderLifecycle';
import { ErrorMessage } from '../ErrorMessage';
import { Radio } from '../Radio';
import { TextInput } from '../TextInput';
import { DialogFrame } from './DialogFrame';
import { FieldGroup } from '../modalDialog';

export interface RejectDialogProps {
  orderId: string;
  /** Called once, with the reason chosen or typed (trimmed, at most 200 characters). */
  onReject: (reason: string) => void;
  /** Cancel, or Escape. */
  onCancel: () => void;
}

const OTHER = 'Another reason';
export const CHOOSE_REASON = 'Choose a reason.';
export const TYPE_REASON = 'Type the reason.';

/**
 * Rejecting an order asks why, for the shopper: one of the usual reasons, or another one typed
 * (at most 200 characters). There must be one.
 */
export function RejectDialog({ orderId, onReject, onCancel }: RejectDialogProps) {
  const [choice, setChoice] = useState<string>();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<{ on: 'choice' | 'typed'; message: string }>();
  const errorId = useId();
  const firstRadio = useRef<HTMLInputElement>(null);
  const reasonInput = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (choice === undefined) {
      setError({ on: 'choice', message: CHOOSE_REASON });
      firstRadio.current?.focus();
      return undefined;
    }
    const reason = choice === OTHER ? typed.trim() : choice;
    if (!reason) {
      setError({ on: 'typed', message: TYPE_REASON });
      reasonInput.current?.focus();
      return undefined;
    }
    return () => onReject(reason);
  };

  return (
    <DialogFrame
      title={`Reject order #${orderNumber(orderId)}`}
      description="The shopper is told why, and their payment goes back."
      submitLabel="Reject"
      initialFocus={firstRadio}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <FieldGroup aria-describedby={error?.on === 'choice' ? errorId : undefined}>
        <legend>Reason</legend>
        {[...REJECT_REASONS, OTHER].map((reason, index) => (
          <Radio
            key={reason}
            ref={index === 0 ? firstRadio : undefined}
            name="reason"
            value={reason}
            label={reason}
            checked={choice === reason}
            onChange={() => {
              setChoice(reason);
              setError(undefined);
            }}
          />
        ))}
        {error?.on === 'choice' && (
          <ErrorMessage id={errorId} role="alert">
            {error.message}
          </ErrorMessage>
        )}
      </FieldGroup>
      {choice === OTHER && (
        <TextInput
          ref={reasonInput}
          label="Your reason"
          name="reasonText"
          maxLength={MAX_REASON_LENGTH}
          required
          hint={`Up to ${MAX_REASON_LENGTH} characters`}
          value={typed}
          error={error?.on === 'typed' ? error.message : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
      )}
    </DialogFrame>
  );
}
