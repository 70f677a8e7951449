import { Pencil, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import type { Address } from '../../domain/types';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { Radio } from '../Radio';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../theme';
import { Card, Lines } from './AddressBook.styles';

/** The address's text under the name: street, city with state and PIN, mobile. */
function AddressLines({ address }: { address: Address }) {
  return (
    <Lines as="span">
      <span>{address.addressText}</span>
      <span>
        {address.city}, {address.profileState} {address.pin}
      </span>
      <span>Mobile: {address.phone}</span>
    </Lines>
  );
}

export interface AddressCardProps {
  address: Address;
  /** On checkout: the radio's group name and whether it is the chosen address. */
  choice?: { group: string; checked: boolean; onSelect: () => void };
  /** Another call is on its way: Edit and Delete are unavailable. */
  busy: boolean;
  /** This address is being deleted. */
  deleting: boolean;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  /** Where the focus returns when its edit is cancelled. */
  editButtonRef: Ref<HTMLButtonElement>;
}

/** One saved address: the details as text, Edit and Delete (named with the person's name). */
export function AddressCard({
  address,
  choice,
  busy,
  deleting,
  onEdit,
  onDelete,
  editButtonRef,
}: AddressCardProps) {
  const { id, name } = address;
  return (
    <Card as="li" $gap="sm" $selected={choice?.checked} aria-busy={deleting || undefined}>
      {choice ? (
        <Radio
          name={choice.group}
          value={id}
          checked={choice.checked}
          onChange={choice.onSelect}
          label={
            <>
              <VisuallyHidden>Deliver to</VisuallyHidden>{' '}
              <Text as="span" $weight="semibold">
                {name}
              </Text>
            </>
          }
          description={<AddressLines address={address} />}
        />
      ) : (
        <Stack $gap="xxs">
          <Text as="h3" $size="lg">
            {name}
          </Text>
          <AddressLines address={address} />
        </Stack>
      )}
      <Cluster $gap="xs">
        <Button
          ref={editButtonRef}
          variant="secondary"
          startIcon={<Pencil />}
          unavailable={busy}
          onClick={() => onEdit(id)}
        >
          Edit <VisuallyHidden>address of {name}</VisuallyHidden>
        </Button>
        <Button
          variant="ghost"
          startIcon={<Trash2 />}
          unavailable={busy}
          onClick={() => onDelete(id)}
        >
          {deleting ? 'Deleting…' : 'Delete'} <VisuallyHidden>address of {name}</VisuallyHidden>
        </Button>
      </Cluster>
    </Card>
  );
}
