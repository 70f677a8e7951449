export { Radio } from './Radio';
export type { RadioProps } from './Radio';
