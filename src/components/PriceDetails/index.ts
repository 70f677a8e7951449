export { PriceDetails } from './PriceDetails';
export type { PriceDetailsProps } from './PriceDetails';
export { PriceDetailsSkeleton } from './PriceDetailsSkeleton';
