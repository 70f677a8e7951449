import { Link } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '../../domain/paths';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

const Wrapper = styled(Stack)`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.xxl} ${theme.space.md};
`;

const Detail = styled(Text)`
  font-family: ${theme.fonts.mono};
`;

export interface ErrorPageProps {
  /** HTTP-like status of a route error, e.g. 404. */
  status?: number;
  statusText?: string;
  /** The message of a thrown error, shown when there is no status. */
  message?: string;
}

/** The router's fallback when a page fails: the spec's title, what went wrong, a way home. */
export function ErrorPage({ status, statusText, message }: ErrorPageProps) {
  const detail = status === undefined ? message : `${status} ${statusText ?? ''}`.trim();
  return (
    <Wrapper as="section" $gap="md" role="alert">
      <h1>Unexpected Application Error!</h1>
      {detail && <Detail $breakAnywhere>{detail}</Detail>}
      <p>
        <Link to={PATHS.home}>Back to the store</Link>
      </p>
    </Wrapper>
  );
}
