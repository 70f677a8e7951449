export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
// The field's parts, for other fields (the request tester's body and endpoint).
export { ErrorText, Hint, Input } from './TextInput.styles';
