export { KitchenLogin, DEMO_OFF_NOTE, type KitchenLoginProps } from './KitchenLogin';
