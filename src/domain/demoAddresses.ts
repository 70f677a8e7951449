import type { AddressInput } from './types';

/** Fictional people at made-up street addresses in real Indian cities, for demos and forms. */
export const DEMO_ADDRESSES: AddressInput[] = [
  {
    name: 'Asha Verma',
    phone: '9876501234',
    city: 'Pune',
    pin: '411001',
    profileState: 'Maharashtra',
    addressText: 'Flat 4B, Sunbeam Residency, 12 Lotus Lane, Camp',
  },
  {
    name: 'Rohan Iyer',
    phone: '8012345678',
    city: 'Bengaluru',
    pin: '560038',
    profileState: 'Karnataka',
    addressText: '45 Maple Street, Indiranagar 2nd Stage',
  },
  {
    name: 'Meera Nair',
    phone: '7012345678',
    city: 'Kochi',
    pin: '682001',
    profileState: 'Kerala',
    addressText: '7 Harbour View Road, Fort Kochi',
  },
  {
    name: 'Kabir Malhotra',
    phone: '9123456780',
    city: 'Jaipur',
    pin: '302001',
    profileState: 'Rajasthan',
    addressText: '18 Pink Stone Lane, near Sanganeri Gate',
  },
  {
    name: 'Priya Das',
    phone: '6291234567',
    city: 'Kolkata',
    pin: '700019',
    profileState: 'West Bengal',
    addressText: '22B Lakeview Road, Ballygunge',
  },
];
