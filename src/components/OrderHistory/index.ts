export { OrderHistory, type OrderHistoryProps } from './OrderHistory';
