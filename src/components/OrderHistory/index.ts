export { OrderHistory, type OrderHistoryProps } from './OrderHistory';
export { OrderHistoryView, type OrderHistoryViewProps } from './OrderHistoryView';
