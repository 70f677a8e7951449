import 'styled-components';
import type { Theme } from './tokens';

declare module 'styled-components' {
  // The theme object is the single source of the type, so `props.theme` is fully typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
