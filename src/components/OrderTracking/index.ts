export { OrderTracking, type OrderTrackingProps } from './OrderTracking';
