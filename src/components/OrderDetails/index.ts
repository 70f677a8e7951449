export { OrderDetails, type OrderDetailsProps } from './OrderDetails';
export { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
