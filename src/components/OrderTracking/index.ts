export { OrderTracking, type OrderTrackingProps, type OrderUpdates } from './OrderTracking';
export { OrderTrackingView, type OrderTrackingViewProps } from './OrderTrackingView';
export type { CancelControl } from './OrderProgress';
