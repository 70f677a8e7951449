import { NavLink } from 'react-router';
import styled from 'styled-components';
import { media } from '../theme';

/** Three equal tabs across a phone (a long label wraps), tabs sized to their text from `sm`. */
export const TabList = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.sm} {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const Tab = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-bottom: -1px;
  border-bottom: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;
  text-decoration: none;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  /* The current tab: coloured and underlined, so it does not rely on colour alone. */
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  ${media.sm} {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
`;
