import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { ButtonLink } from '../Button';
import { Text } from '../Text';
import { Empty, EmptyIcon } from './ListScreen.styles';
import { PATHS } from '../../domain/paths';

export { Columns, ListHeading } from './ListScreen.styles';

export interface EmptyStateProps {
  /** A decorative icon above the message. */
  icon: ReactNode;
  /** The spec's words, e.g. 'Your Cart is Empty'. */
  message: string;
}

/** An empty cart or wishlist: the message and the way back to the dishes. */
export function EmptyState({ icon, message }: EmptyStateProps) {
  return (
    <Empty $dashed $padding={['xxl', 'md']} $gap="md" $align="center">
      <EmptyIcon aria-hidden="true">{icon}</EmptyIcon>
      <Text $size="xl" $weight="semibold">
        {message}
      </Text>
      <ButtonLink to={PATHS.dishes}>Browse dishes</ButtonLink>
    </Empty>
  );
}

/**
 * When a line goes away while one of its buttons had focus, the browser drops focus to the
 * start of the page. Put it on the screen's heading instead (it needs `tabIndex={-1}`), which
 * then reads the new count.
 */
export function useFocusAfterRemoval(
  count: number | undefined,
  heading: RefObject<HTMLElement | null>,
) {
  const previous = useRef(count);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    const removed = before !== undefined && count !== undefined && count < before;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (removed && focusLost) heading.current?.focus();
  }, [count, heading]);
}
