export { Choice } from './Choice';
export type { ChoiceProps } from './Choice';
