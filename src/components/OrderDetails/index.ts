export { OrderDetails, type OrderDetailsProps } from './OrderDetails';
export { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
export { RefundNote } from './RefundNote';
export { refundText } from './refundText';
