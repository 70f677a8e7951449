export { FilterSidebar } from './FilterSidebar';
export type { FilterSidebarLayout, FilterSidebarProps } from './FilterSidebar';
