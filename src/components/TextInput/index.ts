export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
// The field's parts, for other fields (the request tester's, the backend controls').
export { ErrorText, Field, Hint, Input, Label, Select } from './TextInput.styles';
