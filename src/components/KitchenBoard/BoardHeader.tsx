import { Bell, BellOff, LogOut } from 'lucide-react';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { ErrorMessage } from '../ErrorMessage';
import { Stack } from '../Stack';
import { Text } from '../Text';

interface BoardHeaderProps {
  newCount: number;
  muted: boolean;
  onToggleMute: () => void;
  staffName?: string;
  onSignOut?: () => void;
  /** Why the board could not follow the orders lately. */
  updateProblem?: string;
}

const newOrdersText = (count: number) =>
  count === 0 ? 'No new orders' : count === 1 ? '1 new order' : `${count} new orders`;

/**
 * The board's title, the count of orders waiting for an answer (said again as it changes), the
 * chime's mute toggle and the way out; a warning when the board may be behind.
 */
export function BoardHeader({
  newCount,
  muted,
  onToggleMute,
  staffName,
  onSignOut,
  updateProblem,
}: BoardHeaderProps) {
  return (
    <Stack $gap="sm">
      <Cluster as="header" $gap="md" $justify="space-between" $align="center">
        <Stack $gap="xxs">
          <Text as="h1" $size="xxl" $wideSize="xxxl">
            Kitchen
          </Text>
          {staffName && (
            <Text $size="sm" $tone="muted">
              Signed in as {staffName}
            </Text>
          )}
        </Stack>
        <Cluster $gap="sm" $align="center">
          <Text role="status" $size="lg" $weight="bold" $tone={newCount > 0 ? 'primary' : 'muted'}>
            {newOrdersText(newCount)}
          </Text>
          {/* A toggle: filled while the chime is muted, its bell struck through. */}
          <Button
            variant={muted ? 'primary' : 'secondary'}
            aria-pressed={muted}
            startIcon={muted ? <BellOff /> : <Bell />}
            onClick={onToggleMute}
          >
            Mute chime
          </Button>
          {onSignOut && (
            <Button variant="ghost" startIcon={<LogOut />} onClick={onSignOut}>
              Sign out
            </Button>
          )}
        </Cluster>
      </Cluster>
      {/* Always there, so that a warning that appears is announced. */}
      <div role="status">
        {updateProblem && (
          <ErrorMessage>
            The board may be out of date, and keeps trying: {updateProblem}
          </ErrorMessage>
        )}
      </div>
    </Stack>
  );
}
