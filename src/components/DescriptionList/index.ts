export { DescriptionList } from './DescriptionList';
export type { DescriptionListProps } from './DescriptionList';
