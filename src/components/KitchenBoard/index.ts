export {
  KitchenBoard,
  type Chime,
  type KitchenBoardApi,
  type KitchenBoardProps,
  type OrdersListener,
} from './KitchenBoard';
