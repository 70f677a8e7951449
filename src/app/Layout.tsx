import { Link, Outlet } from 'react-router';
import styled from 'styled-components';

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus {
    left: ${({ theme }) => theme.space.md};
    top: ${({ theme }) => theme.space.md};
    z-index: ${({ theme }) => theme.zIndices.overlay};
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  min-height: 4rem;
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  min-height: 70vh;
  padding: ${({ theme }) => theme.space.md};
`;

/** The frame every page shares. The header and footer screens come with the browse issue. */
export function Layout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Bar>
        <Link to="/">Cravings</Link>
      </Bar>
      <Main id="main">
        <Outlet />
      </Main>
      <footer />
    </>
  );
}
