import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Stack } from '../Stack';
import { media, theme } from '../theme';

/** Three equal tabs across a phone (a long label wraps), tabs sized to their text from `sm`. */
export const TabList = styled(Stack)`
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.colors.border};

  ${media.sm} {
    display: flex;
    gap: ${theme.space.xs};
  }
`;

export const Tab = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: ${theme.controlHeights.md};
  padding: ${theme.space.xs} ${theme.space.sm};
  margin-bottom: -1px;
  border-bottom: 3px solid transparent;
  border-radius: ${theme.radii.md} ${theme.radii.md} 0 0;
  color: ${theme.colors.textMuted};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  text-align: center;
  text-decoration: none;
  transition:
    color ${theme.transitions.fast},
    background-color ${theme.transitions.fast};

  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.primarySubtle};
  }

  /* The current tab: coloured and underlined, so it does not rely on colour alone. */
  &[aria-current='page'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }

  ${media.sm} {
    padding: ${theme.space.xs} ${theme.space.md};
  }
`;
