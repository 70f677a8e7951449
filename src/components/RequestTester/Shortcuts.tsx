import { useId } from 'react';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { ShortcutList } from './Tools.styles';

/** The panel's keyboard shortcuts, listed where they can be read. */
export function Shortcuts() {
  const titleId = useId();
  return (
    <Stack as="section" $gap="sm" aria-labelledby={titleId}>
      <Text as="h2" $size="lg" id={titleId}>
        Keyboard shortcuts
      </Text>
      <ShortcutList as="dl" $gap="xxs">
        <div>
          <dt>
            <kbd>Ctrl</kbd> + <kbd>Enter</kbd> (<kbd>⌘</kbd> + <kbd>Enter</kbd> on a Mac)
          </dt>
          <dd>Send the request, from anywhere in the panel</dd>
        </div>
        <div>
          <dt>
            <kbd>Enter</kbd> in the endpoint
          </dt>
          <dd>Send the request</dd>
        </div>
        <div>
          <dt>
            <kbd>Enter</kbd> on a History entry
          </dt>
          <dd>Load it into the request</dd>
        </div>
      </ShortcutList>
    </Stack>
  );
}
