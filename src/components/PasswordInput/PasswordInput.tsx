import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../IconButton';
import { TextInput, type TextInputProps } from '../TextInput';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'endAdornment'> {
  /**
   * The visibility toggle's name, the same in both states ("Show password"); `aria-pressed`
   * says whether the text is shown. Give each field on a form its own, e.g.
   * "Show confirm password".
   */
  toggleLabel?: string;
}

/**
 * A `TextInput` for a password, with its own show/hide toggle at the end of the box. The value
 * is kept when the text is shown or hidden again; every other prop reaches the `TextInput`.
 */
export function PasswordInput({ toggleLabel = 'Show password', ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...rest}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          label={toggleLabel}
          icon={visible ? <EyeOff /> : <Eye />}
          pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
