export { Header } from './Header';
export type { FilterToggle, HeaderProps } from './Header';
