import { Shuffle } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import type { AddressErrors, AddressField } from '../../domain/address';
import type { AddressInput } from '../../domain/types';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { ErrorMessage } from '../ErrorMessage';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextInput } from '../TextInput';
import { WideField } from './AddressForm.styles';

export interface AddressFormProps {
  draft: AddressInput;
  /** Inline messages, one per field at most (see `validateAddress`). */
  errors: AddressErrors;
  /** 'add' for a new address, 'edit' for a saved one: sets the form's title. */
  mode: 'add' | 'edit';
  /** The save is on its way: the fields are read-only and the buttons unavailable. */
  saving: boolean;
  /** Why the last save failed; shown above the buttons, the draft is kept. */
  failure?: string;
  onChange: (field: AddressField, value: string) => void;
  /** 'Save address'. Called whatever the fields hold: the caller validates. */
  onSubmit: () => void;
  onCancel: () => void;
  /** 'Random Data': the caller fills the form with a demo address. */
  onRandomFill: () => void;
}

interface FieldSpec {
  field: AddressField;
  label: string;
  input: ComponentPropsWithoutRef<'input'>;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'name', label: 'Name', input: { autoComplete: 'name' } },
  {
    field: 'phone',
    label: 'Mobile number',
    input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10 },
  },
  { field: 'city', label: 'City', input: { autoComplete: 'address-level2' } },
  {
    field: 'pin',
    label: 'PIN code',
    input: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 },
  },
  { field: 'profileState', label: 'State', input: { autoComplete: 'address-level1' } },
];

const TITLES = { add: 'Add new address', edit: 'Edit address' } as const;

/**
 * The address form (D19): six required fields with their inline messages, 'Save address',
 * 'Cancel' and 'Random Data'. It only shows what it is given and reports what the user does.
 *
 * It takes the focus to its first field when it opens, and after a submit that left messages,
 * to the first field that has one. While saving, the buttons stay focusable (`aria-disabled`)
 * so the keyboard user does not lose their place.
 */
export function AddressForm({
  draft,
  errors,
  mode,
  saving,
  failure,
  onChange,
  onSubmit,
  onCancel,
  onRandomFill,
}: AddressFormProps) {
  const titleId = useId();
  const failureId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Before the first paint, so the keyboard user types into the form at once.
  useLayoutEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // Rendered before the focus moves, so the field is announced with its message.
    flushSync(onSubmit);
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  };

  const fieldProps = (field: AddressField) => ({
    name: field,
    value: draft[field],
    error: errors[field],
    required: true,
    readOnly: saving,
    onChange: (event: { target: HTMLInputElement }) => onChange(field, event.target.value),
  });

  return (
    <Panel
      as="form"
      $gap="md"
      $widePadding="lg"
      ref={formRef}
      aria-labelledby={titleId}
      aria-busy={saving}
      noValidate
      onSubmit={handleSubmit}
    >
      {/* The title, with 'Random Data' beside it once there is room (below it on a phone). */}
      <Cluster $gap={['xs', 'md']} $align="center" $justify="space-between">
        <Text as="h3" $size="xl" id={titleId}>
          {TITLES[mode]}
        </Text>
        <Button
          variant="ghost"
          size="sm"
          startIcon={<Shuffle />}
          unavailable={saving}
          onClick={onRandomFill}
        >
          Random Data
        </Button>
      </Cluster>
      <Stack $gap="md" $columns={2}>
        {FIELDS.map(({ field, label, input }) => (
          <TextInput key={field} label={label} {...input} {...fieldProps(field)} />
        ))}
        <WideField>
          <TextInput label="Address" autoComplete="street-address" {...fieldProps('addressText')} />
        </WideField>
      </Stack>
      {failure ? (
        <ErrorMessage id={failureId} role="alert">
          The address was not saved. {failure}
        </ErrorMessage>
      ) : null}
      <Cluster $gap="sm">
        <Button
          type="submit"
          unavailable={saving}
          aria-describedby={failure ? failureId : undefined}
        >
          {saving ? 'Saving…' : 'Save address'}
        </Button>
        <Button variant="secondary" unavailable={saving} onClick={onCancel}>
          Cancel
        </Button>
      </Cluster>
    </Panel>
  );
}
