import { Link } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '../../domain/paths';
import { theme } from '../theme';

const Wrapper = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.md};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

const CallToAction = styled(Link)`
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
`;

/** The page for any path the store does not know. */
export function NotFound() {
  return (
    <Wrapper aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <h1 id="not-found-title">This page is not on the menu</h1>
      <p>The link may be old, or the address mistyped.</p>
      <CallToAction to={PATHS.dishes}>See our popular products</CallToAction>
    </Wrapper>
  );
}
