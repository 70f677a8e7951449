import { useMachine } from '@xstate/react';
import { Plus } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address, AddressInput } from '../../domain/types';
import {
  addressBookMachine,
  selectFormMode,
  selectIsSaving,
  type UpdateAddressInput,
} from '../../machines/addressBook';
import { AddressForm } from '../AddressForm';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { ErrorMessage } from '../ErrorMessage';
import { LoadError } from '../LoadError';
import { SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../theme';
import { AddressCard } from './AddressCard';
import { AddressCardSkeleton } from './AddressCardSkeleton';
import { Choices, EmptyText, List } from './AddressBook.styles';
import { afterChange, type AfterChange } from './afterChange';

/** The calls behind the address book; each answers with the saved addresses afterwards. */
export interface AddressBookApi {
  load: () => Promise<Address[]>;
  add: (address: AddressInput) => Promise<Address[]>;
  update: (id: string, address: AddressInput) => Promise<Address[]>;
  remove: (id: string) => Promise<Address[]>;
}

/**
 * Checkout: every address gets a radio ('Deliver to {name}'). The owner holds the chosen
 * address; the address book reports it whole.
 */
export interface AddressSelection {
  selectedId?: string;
  /**
   * A card was chosen, an address was just added, or the chosen one changed (edited: its new
   * version; deleted: undefined).
   */
  onSelect: (address: Address | undefined) => void;
}

export interface AddressBookProps extends Partial<AddressSelection> {
  api: AddressBookApi;
}

const SKELETON_CARDS = 2;

const randomDemoAddress = (): AddressInput =>
  DEMO_ADDRESSES[Math.floor(Math.random() * DEMO_ADDRESSES.length)]!;

/**
 * The saved addresses with Edit and Delete, and the form to add or change one (D19),
 * driven by `addressBookMachine`. On the profile it is a list; given `onSelect` (checkout) each
 * address is a radio in a group named 'Delivery address'.
 *
 * After a save or a delete the focus goes to the heading and the result is announced; Cancel
 * takes the focus back to the button that opened the form.
 */
export function AddressBook({ api, selectedId, onSelect }: AddressBookProps) {
  // @xstate/react keeps one actor for the component's life and gives it the latest
  // implementations on every render, so the calls always use the current `api`.
  const [snapshot, send, actorRef] = useMachine(
    addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise(() => api.load()),
        addAddress: fromPromise<Address[], AddressInput>(({ input }) => api.add(input)),
        updateAddress: fromPromise<Address[], UpdateAddressInput>(({ input }) =>
          api.update(input.id, input.address),
        ),
        deleteAddress: fromPromise<Address[], string>(({ input }) => api.remove(input)),
      },
    }),
  );
  const { addresses, draft, errors, failure, deletingId } = snapshot.context;
  const mode = selectFormMode(snapshot);

  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const [changed, setChanged] = useState<AfterChange>();

  const handleTransition = useEffectEvent((outcome: AfterChange, list: Address[]) => {
    if (outcome.addedId) onSelect?.(list.find(({ id }) => id === outcome.addedId));
    setChanged(outcome);
  });
  // The chosen address's new version (or undefined once deleted) goes to the owner.
  const followSelected = useEffectEvent((before: Address[], after: Address[]) => {
    if (!onSelect || selectedId === undefined) return;
    const now = after.find(({ id }) => id === selectedId);
    if (now !== before.find(({ id }) => id === selectedId)) onSelect(now);
  });
  useEffect(() => {
    let before = actorRef.getSnapshot();
    const subscription = actorRef.subscribe((after) => {
      const outcome = afterChange(before, after);
      const { addresses: beforeList } = before.context;
      before = after;
      if (beforeList !== after.context.addresses)
        followSelected(beforeList, after.context.addresses);
      if (outcome) handleTransition(outcome, after.context.addresses);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    const target = changed?.focus;
    if (target === undefined) return;
    const element =
      target === 'heading'
        ? headingRef.current
        : target === 'addButton'
          ? addButtonRef.current
          : editButtons.current.get(target.editButtonOf);
    element?.focus();
  }, [changed]);

  const editButtonRef = (id: string) => (element: HTMLButtonElement | null) => {
    if (element) editButtons.current.set(id, element);
    else editButtons.current.delete(id);
  };

  const renderList = () => {
    const busy = snapshot.matches('deleting');
    const cards = (
      <List as="ul" $gap="md">
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            choice={
              onSelect
                ? {
                    group: headingId,
                    checked: address.id === selectedId,
                    onSelect: () => onSelect(address),
                  }
                : undefined
            }
            busy={busy}
            deleting={address.id === deletingId}
            onEdit={(id) => send({ type: 'address.edit', id })}
            onDelete={(id) => send({ type: 'address.delete', id })}
            editButtonRef={editButtonRef(address.id)}
          />
        ))}
      </List>
    );
    return (
      <>
        {failure ? (
          <ErrorMessage role="alert">The address was not deleted. {failure}</ErrorMessage>
        ) : null}
        {addresses.length === 0 ? (
          <EmptyText as="p" $padding={['lg', 'md']} $dashed>
            No saved addresses yet.
          </EmptyText>
        ) : onSelect ? (
          <Choices aria-labelledby={headingId}>{cards}</Choices>
        ) : (
          cards
        )}
        {/* A row, so that the button is as wide as its label. */}
        <Cluster>
          <Button
            ref={addButtonRef}
            variant="secondary"
            startIcon={<Plus />}
            unavailable={busy}
            onClick={() => send({ type: 'address.add' })}
          >
            Add new address
          </Button>
        </Cluster>
      </>
    );
  };

  return (
    <Stack as="section" $gap="md" aria-labelledby={headingId}>
      <Text as="h2" $size="xxl" id={headingId} ref={headingRef} tabIndex={-1}>
        {onSelect ? 'Delivery address' : 'Addresses'}
      </Text>
      <VisuallyHidden role="status">{changed?.message}</VisuallyHidden>
      {snapshot.matches('loading') ? (
        <SkeletonGroup label="Loading your addresses">
          <List $gap="md">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <AddressCardSkeleton key={index} />
            ))}
          </List>
        </SkeletonGroup>
      ) : snapshot.matches('failed') ? (
        <LoadError what="your addresses" onRetry={() => send({ type: 'address.retry' })} />
      ) : mode ? (
        <AddressForm
          draft={draft}
          errors={errors}
          mode={mode}
          saving={selectIsSaving(snapshot)}
          failure={failure}
          onChange={(field, value) => send({ type: 'address.change', field, value })}
          onSubmit={() => send({ type: 'address.submit' })}
          onCancel={() => send({ type: 'address.cancel' })}
          onRandomFill={() => send({ type: 'address.fill', address: randomDemoAddress() })}
        />
      ) : (
        renderList()
      )}
    </Stack>
  );
}
