import { LogOut, Plus } from 'lucide-react';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { Text } from '../Text';

interface MenuHeaderProps {
  staffName?: string;
  /** 'Add a dish'; absent until the menu has loaded. */
  onAdd?: () => void;
  onSignOut?: () => void;
}

/** The menu's title, who is signed in, 'Add a dish' and the way out. */
export function MenuHeader({ staffName, onAdd, onSignOut }: MenuHeaderProps) {
  return (
    <Cluster as="header" $gap="md" $justify="space-between" $align="center">
      <Stack $gap="xxs">
        <Text as="h1" $size="xxl" $wideSize="xxxl">
          Menu
        </Text>
        {staffName && (
          <Text $size="sm" $tone="muted">
            Signed in as {staffName}
          </Text>
        )}
      </Stack>
      <Cluster $gap="sm" $align="center">
        {onAdd && (
          <Button startIcon={<Plus />} onClick={onAdd}>
            Add a dish
          </Button>
        )}
        {onSignOut && (
          <Button variant="ghost" startIcon={<LogOut />} onClick={onSignOut}>
            Sign out
          </Button>
        )}
      </Cluster>
    </Cluster>
  );
}
