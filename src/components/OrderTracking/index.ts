export { OrderTracking, type OrderTrackingProps } from './OrderTracking';
export { OrderTrackingView, type OrderTrackingViewProps } from './OrderTrackingView';
