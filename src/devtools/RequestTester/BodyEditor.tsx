import { useId, type Ref } from 'react';
import type { TesterMethod } from '../machines/requestTester';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { ErrorText, Hint } from '../../components/TextInput';
import { BodyBox } from './RequestTester.styles';

export interface BodyEditorProps {
  text: string;
  /** The text is not JSON: 'Error in JSON format' shows under the box. */
  invalid: boolean;
  method: TesterMethod;
  onChange: (text: string) => void;
  /** Lets the panel move focus here when a Submit is refused for a broken body. */
  boxRef?: Ref<HTMLTextAreaElement>;
}

export function BodyEditor({ text, invalid, method, onChange, boxRef }: BodyEditorProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [invalid ? errorId : null, method === 'GET' ? hintId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Stack as="section" $gap="sm" aria-labelledby={titleId}>
      <Text as="h2" $size="lg" id={titleId}>
        Body
      </Text>
      <BodyBox
        as="textarea"
        ref={boxRef}
        aria-labelledby={titleId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        $invalid={invalid}
        $hasAdornment={false}
        rows={8}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      <ErrorText id={errorId} aria-live="polite">
        {invalid ? 'Error in JSON format' : null}
      </ErrorText>
      {method === 'GET' ? <Hint id={hintId}>A GET request is sent without a body.</Hint> : null}
    </Stack>
  );
}
