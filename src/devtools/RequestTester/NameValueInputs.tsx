import { TextInput } from '../../components/TextInput';
import { VisuallyHidden } from '../../components/theme';

export interface NameValueInputsProps {
  /** What a row is called in the labels: 'Header 2', 'Parameter 1'. */
  rowName: string;
  name: string;
  value: string;
  onEdit: (field: 'name' | 'value', text: string) => void;
}

/** A row's name and value boxes, as the header and query rows have them. */
export function NameValueInputs({ rowName, name, value, onEdit }: NameValueInputsProps) {
  return (
    <>
      <TextInput
        label={<VisuallyHidden>{`${rowName} name`}</VisuallyHidden>}
        placeholder="Name"
        autoComplete="off"
        spellCheck={false}
        value={name}
        onChange={(event) => onEdit('name', event.target.value)}
      />
      <TextInput
        label={<VisuallyHidden>{`${rowName} value`}</VisuallyHidden>}
        placeholder="Value"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onEdit('value', event.target.value)}
      />
    </>
  );
}
