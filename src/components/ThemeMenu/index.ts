export { ThemeMenu } from './ThemeMenu';
export type { ThemeMenuProps } from './ThemeMenu';
