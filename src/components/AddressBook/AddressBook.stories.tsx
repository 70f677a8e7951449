import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address, AddressInput } from '../../domain/types';
import { fakeAddressServer } from '../../testing/fakeAddressServer';
import { AddressBook, type AddressBookApi, type AddressBookProps } from './AddressBook';

const [asha, rohan, meera] = DEMO_ADDRESSES as [AddressInput, AddressInput, AddressInput];

interface Trouble {
  /** 'never': the list never arrives; 'once': the first load fails, a retry works. */
  load?: 'never' | 'once';
  add?: boolean;
  remove?: boolean;
}

const resets = new WeakMap<AddressBookApi, () => void>();

/** The shared fake server, with trouble where a story asks for it; each story starts it afresh. */
function fakeApi(start: AddressInput[], trouble: Trouble = {}): AddressBookApi {
  const server = fakeAddressServer(start);
  let loads = 0;
  const api: AddressBookApi = {
    load: async () => {
      loads += 1;
      if (trouble.load === 'never') return new Promise<never>(() => {});
      if (trouble.load === 'once' && loads === 1) throw new Error('Network error');
      return server.load();
    },
    add: async (address) => {
      if (trouble.add) throw new Error('Service unavailable');
      return server.add(address);
    },
    update: server.update,
    remove: async (id) => {
      if (trouble.remove) throw new Error('Service unavailable');
      return server.remove(id);
    },
  };
  resets.set(api, () => {
    loads = 0;
    server.reset();
  });
  return api;
}

/** On checkout the checkout keeps the chosen address; this stands in for it. */
function Choosing(props: AddressBookProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  const onSelect = (address: Address | undefined) => {
    setSelectedId(address?.id);
    props.onSelect?.(address);
  };
  return <AddressBook {...props} selectedId={selectedId} onSelect={onSelect} />;
}

const meta = {
  title: 'Screens/AddressBook',
  tags: ['stable'],
  component: AddressBook,
  parameters: {
    route: { url: '/profile/address' },
    docs: {
      guidance: {
        whenToUse: `
          The shopper's saved delivery addresses, with Edit, Delete and 'Add new address'. On the
          profile's Addresses tab it is a list; at checkout, given \`onSelect\`, each address is a
          radio to deliver to. It loads and saves through its \`api\`. For the fields alone, use
          AddressForm.
        `,
        related: [
          ['Components/AddressForm', 'the form it opens to add or edit'],
          ['Screens/Checkout', 'chooses the delivery address in it'],
          ['Screens/ProfileTabs', 'its Addresses tab'],
        ],
        keyboard: `
          - After a save or a delete the focus goes to the heading, and a polite status says what
            happened ('Added the address of Asha.'). Cancel takes the focus back to the button that
            opened the form.
          - At checkout the addresses are native radios in a group named 'Delivery address': one tab
            stop, the arrow keys choose.
          - Edit and Delete name the person ('Edit address of Asha'). While a call runs they stay
            focusable but unavailable (\`aria-disabled\`).
          - Loading is a busy region that says 'Loading your addresses'; a failed load, or a failed
            delete, is an alert.
        `,
      },
    },
  },
  args: {
    api: fakeApi([asha, rohan]),
  },
  argTypes: {
    api: { control: false },
  },
  beforeEach: ({ args }) => {
    resets.get(args.api)?.();
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (root: HTMLElement, name: string) =>
  within(within(root).getByRole('heading', { level: 3, name }).closest('li')!);

const textbox = (root: HTMLElement, name: string) => within(root).getByRole('textbox', { name });

/** Shown once the screen has something to say; it is the polite status region. */
async function expectAnnounced(root: HTMLElement, message: string) {
  const status = await within(root).findByText(message);
  await expect(status).toHaveAttribute('role', 'status');
}

/** While the addresses load: skeleton cards in a busy region, announced once. */
export const Loading: Story = {
  args: { api: fakeApi([asha], { load: 'never' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Addresses' })).toBeVisible();
    const busy = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(busy!).getByRole('status')).toHaveTextContent('Loading your addresses');
    await expect(within(busy!).getAllByTestId('address-card-skeleton')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nothing saved yet: says so, and offers to add one. */
export const Empty: Story = {
  args: { api: fakeApi([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No saved addresses yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add new address' })).toBeVisible();
  },
};

/** Three saved addresses, every detail as text; Edit and Delete say whose address they act on. */
export const WithAddresses: Story = {
  args: { api: fakeApi([asha, rohan, meera]) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const card = cardOf(canvasElement, 'Asha Verma');
    await expect(card.getByText('Flat 4B, Sunbeam Residency, 12 Lotus Lane, Camp')).toBeVisible();
    await expect(card.getByText('Pune, Maharashtra 411001')).toBeVisible();
    await expect(card.getByText('Mobile: 9876501234')).toBeVisible();
    // Keyboard: the buttons in reading order, each naming its person.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit address of Asha Verma' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Delete address of Asha Verma' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit address of Rohan Iyer' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Add new address' })).toBeVisible();
  },
};

/** Add: every field typed, saved; the new card appears, the focus goes to the heading. */
export const AddAddress: Story = {
  args: { api: fakeApi([asha]) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add new address' }));
    const form = within(canvas.getByRole('form', { name: 'Add new address' }));
    await expect(textbox(canvasElement, 'Name')).toHaveFocus();
    await userEvent.keyboard('Meera Nair');
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '7012345678');
    await userEvent.type(form.getByRole('textbox', { name: 'City' }), 'Kochi');
    await userEvent.type(form.getByRole('textbox', { name: 'PIN code' }), '682001');
    await userEvent.type(form.getByRole('textbox', { name: 'State' }), 'Kerala');
    await userEvent.type(
      form.getByRole('textbox', { name: 'Address' }),
      '7 Harbour View Road, Fort Kochi',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));

    const card = await waitFor(() => cardOf(canvasElement, 'Meera Nair'));
    await expect(card.getByText('7 Harbour View Road, Fort Kochi')).toBeVisible();
    await expect(card.getByText('Kochi, Kerala 682001')).toBeVisible();
    await expect(card.getByText('Mobile: 7012345678')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Addresses' })).toHaveFocus();
    await expectAnnounced(canvasElement, 'Added the address of Meera Nair.');
  },
};

/** Each rule's message (D19), read as the field's description; the focus goes to the first. */
export const ValidationMessages: Story = {
  args: { api: fakeApi([]) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add new address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const required: [string, string][] = [
      ['Name', 'Name is required'],
      ['Mobile number', 'Mobile number is required'],
      ['City', 'City is required'],
      ['PIN code', 'PIN code is required'],
      ['State', 'State is required'],
      ['Address', 'Address is required'],
    ];
    for (const [label, message] of required) {
      await expect(textbox(canvasElement, label)).toHaveAccessibleDescription(message);
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(textbox(canvasElement, 'Name')).toHaveFocus();

    // Typing in a field takes its message away; the others stay until the next attempt.
    await userEvent.type(textbox(canvasElement, 'Name'), 'Kabir Malhotra');
    await expect(canvas.queryByText('Name is required')).toBeNull();
    await expect(canvas.getByText('City is required')).toBeVisible();

    await userEvent.type(textbox(canvasElement, 'Mobile number'), '912345678');
    await userEvent.type(textbox(canvasElement, 'City'), 'Jaipur');
    await userEvent.type(textbox(canvasElement, 'PIN code'), '30200');
    await userEvent.type(textbox(canvasElement, 'State'), 'Rajasthan');
    await userEvent.type(textbox(canvasElement, 'Address'), '18 Pink Stone Lane');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(textbox(canvasElement, 'Mobile number')).toHaveAccessibleDescription(
      'Mobile number must be 10 digits',
    );
    await expect(textbox(canvasElement, 'PIN code')).toHaveAccessibleDescription(
      'PIN code must be 6 digits',
    );
    await expect(textbox(canvasElement, 'Mobile number')).toHaveFocus();
    await expect(canvas.queryByText('Name is required')).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Add new address' })).toBeVisible();
  },
};

/** 'Random Data' fills every field with one of the five demo addresses. */
export const RandomData: Story = {
  args: { api: fakeApi([]) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add new address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Random Data' }));
    const name = textbox(canvasElement, 'Name');
    const demo = DEMO_ADDRESSES.find(
      (address) => address.name === (name as HTMLInputElement).value,
    );
    await expect(demo).toBeDefined();
    await expect(textbox(canvasElement, 'Mobile number')).toHaveValue(demo!.phone);
    await expect(textbox(canvasElement, 'City')).toHaveValue(demo!.city);
    await expect(textbox(canvasElement, 'PIN code')).toHaveValue(demo!.pin);
    await expect(textbox(canvasElement, 'State')).toHaveValue(demo!.profileState);
    await expect(textbox(canvasElement, 'Address')).toHaveValue(demo!.addressText);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: demo!.name })).toBeVisible();
  },
};

/** Edit opens the form filled with the address; the saved change replaces the card's text. */
export const EditAddress: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit address of Rohan Iyer' }),
    );
    await expect(canvas.getByRole('form', { name: 'Edit address' })).toBeVisible();
    await expect(textbox(canvasElement, 'Name')).toHaveValue('Rohan Iyer');
    const city = textbox(canvasElement, 'City');
    await expect(city).toHaveValue('Bengaluru');
    await userEvent.clear(city);
    await userEvent.type(city, 'Mysuru');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));

    const card = await waitFor(() => cardOf(canvasElement, 'Rohan Iyer'));
    await expect(card.getByText('Mysuru, Karnataka 560038')).toBeVisible();
    await expect(canvas.queryByText(/Bengaluru/)).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Addresses' })).toHaveFocus();
    await expectAnnounced(canvasElement, 'Updated the address of Rohan Iyer.');
  },
};

/** Cancel leaves add mode: nothing saved, the focus back on 'Add new address', the draft gone. */
export const CancelAdd: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const add = await canvas.findByRole('button', { name: 'Add new address' });
    await userEvent.click(add);
    await userEvent.keyboard('Half typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Add new address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(textbox(canvasElement, 'Name')).toHaveValue('');
  },
};

/** Cancel leaves edit mode: the card is as it was and its Edit button has the focus again. */
export const CancelEdit: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit address of Asha Verma' }),
    );
    const city = textbox(canvasElement, 'City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Mumbai');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(
      cardOf(canvasElement, 'Asha Verma').getByText('Pune, Maharashtra 411001'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Mumbai/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit address of Asha Verma' })).toHaveFocus();
  },
};

/** Delete removes the card; the focus goes to the heading and the removal is announced. */
export const DeleteAddress: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete address of Asha Verma' }),
    );
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Asha Verma' })).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Rohan Iyer' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Addresses' })).toHaveFocus();
    await expectAnnounced(canvasElement, 'Deleted the address of Asha Verma.');

    await userEvent.click(canvas.getByRole('button', { name: 'Delete address of Rohan Iyer' }));
    await expect(await canvas.findByText('No saved addresses yet.')).toBeVisible();
  },
};

/** The delete fails: the card stays and an alert says why. */
export const DeleteFails: Story = {
  args: { api: fakeApi([asha, rohan], { remove: true }) },
  play: async ({ canvas, userEvent }) => {
    const remove = await canvas.findByRole('button', { name: 'Delete address of Asha Verma' });
    await userEvent.click(remove);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The address was not deleted. Service unavailable',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(remove).toHaveFocus();
  },
};

/** The save fails: the form stays with everything typed, and an alert says why. */
export const SaveFails: Story = {
  args: { api: fakeApi([asha], { add: true }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add new address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Random Data' }));
    const name = (textbox(canvasElement, 'Name') as HTMLInputElement).value;
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The address was not saved. Service unavailable',
    );
    await expect(canvas.getByRole('form', { name: 'Add new address' })).toBeVisible();
    await expect(textbox(canvasElement, 'Name')).toHaveValue(name);
    await expect(canvas.getByRole('button', { name: 'Save address' })).toHaveFocus();
    await expect(canvas.queryByRole('heading', { level: 3, name })).toBeNull();
  },
};

/** The list could not be loaded: an alert with 'Try again', which loads it. */
export const LoadFails: Story = {
  args: { api: fakeApi([asha], { load: 'once' }) },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load your addresses.');
    await expect(canvas.queryByRole('button', { name: 'Add new address' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Asha Verma' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Addresses' })).toHaveFocus();
  },
};

/** Checkout: each address is a radio in the 'Delivery address' group; choosing one reports it. */
export const SelectForCheckout: Story = {
  args: { api: fakeApi([asha, rohan, meera]), onSelect: fn(), selectedId: 'addr-1' },
  parameters: { route: { url: '/checkout' } },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const group = await canvas.findByRole('group', { name: 'Delivery address' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    const ashaRadio = canvas.getByRole('radio', { name: 'Deliver to Asha Verma' });
    await expect(ashaRadio).toBeChecked();
    await expect(ashaRadio).toHaveAccessibleDescription(
      'Flat 4B, Sunbeam Residency, 12 Lotus Lane, Camp Pune, Maharashtra 411001 Mobile: 9876501234',
    );
    await userEvent.click(canvas.getByText('Rohan Iyer'));
    await expect(args.onSelect).toHaveBeenLastCalledWith({ id: 'addr-2', ...rohan });
    await expect(canvas.getByRole('radio', { name: 'Deliver to Rohan Iyer' })).toBeChecked();
    await expect(ashaRadio).not.toBeChecked();
    // One tab stop; the arrow keys choose.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Deliver to Meera Nair' })).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith({ id: 'addr-3', ...meera });
    await expect(canvas.getByRole('button', { name: 'Edit address of Meera Nair' })).toBeVisible();
  },
};

/** Checkout: an address added there is chosen at once. */
export const AddWhileChoosing: Story = {
  args: { api: fakeApi([asha]), onSelect: fn() },
  parameters: { route: { url: '/checkout' } },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      await canvas.findByRole('radio', { name: 'Deliver to Asha Verma' }),
    ).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add new address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Random Data' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const radios = await canvas.findAllByRole('radio');
    await expect(radios).toHaveLength(2);
    await expect(radios[1]).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'addr-2' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery address' })).toHaveFocus();
  },
};

/** Checkout: the chosen address edited is reported in its new version; deleted, as none. */
export const ChosenAddressChanges: Story = {
  args: { api: fakeApi([asha, rohan]), onSelect: fn(), selectedId: 'addr-2' },
  parameters: { route: { url: '/checkout' } },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit address of Rohan Iyer' }),
    );
    const city = textbox(canvasElement, 'City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Mysuru');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenLastCalledWith({ id: 'addr-2', ...rohan, city: 'Mysuru' }),
    );
    await expect(canvas.getByRole('radio', { name: 'Deliver to Rohan Iyer' })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete address of Rohan Iyer' }));
    await waitFor(() => expect(args.onSelect).toHaveBeenLastCalledWith(undefined));
    await expect(canvas.getByRole('radio', { name: 'Deliver to Asha Verma' })).not.toBeChecked();
  },
};

/** Markup typed into a field (D11) shows exactly as typed and never becomes an element. */
export const MarkupIsText: Story = {
  args: {
    api: fakeApi([
      {
        ...asha,
        name: '<img src=x onerror=alert(1)>',
        addressText: '<b>Flat 4B</b> 🍛 ' + 'Very long street name '.repeat(6),
      },
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    const name = await canvas.findByRole('heading', {
      level: 3,
      name: '<img src=x onerror=alert(1)>',
    });
    await expect(name).toBeVisible();
    await expect(canvas.getByText(/^<b>Flat 4B<\/b> 🍛/)).toBeVisible();
    await expect(canvasElement.querySelector('img, b')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Edit address of <img src=x onerror=alert(1)>' }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
