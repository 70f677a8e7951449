import styled from 'styled-components';
import { Button } from '../Button';
import { cardSurface, theme } from '../theme';

const Wrapper = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  ${cardSurface}
`;

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'the dishes'. */
  what: string;
  onRetry: () => void;
}

/** Takes the place of data that failed to arrive; nothing else on the page is lost. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <Wrapper role="alert">
      <p>We could not load {what}. Check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Wrapper>
  );
}
