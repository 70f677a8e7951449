import { Link } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '../../domain/paths';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

const Wrapper = styled(Stack)`
  padding: ${theme.space.xxl} ${theme.space.md};
  text-align: center;
`;

const CallToAction = styled(Link)`
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
`;

/** The page for any path the store does not know. */
export function NotFound() {
  return (
    <Wrapper as="section" $gap="md" $align="center" aria-labelledby="not-found-title">
      <Text $size="display" $weight="bold" $tone="primary" aria-hidden="true">
        404
      </Text>
      <h1 id="not-found-title">This page is not on the menu</h1>
      <p>The link may be old, or the address mistyped.</p>
      <CallToAction to={PATHS.dishes}>See our popular products</CallToAction>
    </Wrapper>
  );
}
