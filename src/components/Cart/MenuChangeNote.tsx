import { menuChangeText, type MenuChange } from '../../domain/menuChanges';
import { Badge } from '../Badge';
import { Cluster } from '../Cluster';
import { Text } from '../Text';

/**
 * What became of a dish of the cart on the menu (D42): sold out tonight or gone from the menu,
 * with what to do about it, or its new price beside the one it was added at.
 */
export function MenuChangeNote({ change }: { change: MenuChange }) {
  if (change.kind === 'newPrice') {
    return (
      <Text $size="sm" $weight="semibold">
        {menuChangeText(change)}
      </Text>
    );
  }
  return (
    <Cluster as="p" $align="center" $gap="xs">
      <Badge tone="danger">{menuChangeText(change)}</Badge>
      <Text as="span" $size="sm">
        Remove it to check out.
      </Text>
    </Cluster>
  );
}
