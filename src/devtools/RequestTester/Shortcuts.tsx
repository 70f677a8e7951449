import { useId, type ReactNode } from 'react';
import { Cluster } from '../../components/Cluster';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { ShortcutList } from './Tools.styles';

/** One shortcut: its keys, then what they do. */
function Shortcut({ children, action }: { children: ReactNode; action: string }) {
  return (
    <Cluster $gap={['xxs', 'xs']}>
      <Text as="dt" $weight="semibold">
        {children}
      </Text>
      <Text as="dd" $tone="muted">
        {action}
      </Text>
    </Cluster>
  );
}

/** The panel's keyboard shortcuts, listed where they can be read. */
export function Shortcuts() {
  const titleId = useId();
  return (
    <Stack as="section" $gap="sm" aria-labelledby={titleId}>
      <Text as="h2" $size="lg" id={titleId}>
        Keyboard shortcuts
      </Text>
      <ShortcutList as="dl" $gap="xxs">
        <Shortcut action="Send the request, from anywhere in the panel">
          <kbd>Ctrl</kbd> + <kbd>Enter</kbd> (<kbd>⌘</kbd> + <kbd>Enter</kbd> on a Mac)
        </Shortcut>
        <Shortcut action="Send the request">
          <kbd>Enter</kbd> in the endpoint
        </Shortcut>
        <Shortcut action="Load it into the request">
          <kbd>Enter</kbd> on a History entry
        </Shortcut>
      </ShortcutList>
    </Stack>
  );
}
