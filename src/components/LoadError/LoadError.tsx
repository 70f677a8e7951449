import { Button } from '../Button';
import { Panel } from '../Panel';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'the dishes'. */
  what: string;
  onRetry: () => void;
}

/** Takes the place of data that failed to arrive; nothing else on the page is lost. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    // Aligned at the start, so 'Try again' is as wide as its label, not the card.
    <Panel $padding="lg" $gap="sm" $align="start" role="alert">
      <p>We could not load {what}. Check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Panel>
  );
}
