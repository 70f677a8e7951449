export { KitchenTabs } from './KitchenTabs';
