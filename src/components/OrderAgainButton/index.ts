export { OrderAgainButton, type OrderAgainButtonProps } from './OrderAgainButton';
