import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { theme } from '../theme';

export const TabList = styled(Cluster).attrs({ as: 'ul', $gap: 'xs', $wrap: false })`
  border-bottom: 1px solid ${theme.colors.border};
`;

/** A tab as tall as a finger needs; the current one coloured and underlined, not by colour alone. */
export const Tab = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.controlHeights.md};
  padding: ${theme.space.xs} ${theme.space.md};
  margin-bottom: -1px;
  border-bottom: 3px solid transparent;
  border-radius: ${theme.radii.md} ${theme.radii.md} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  transition:
    color ${theme.transitions.fast},
    background-color ${theme.transitions.fast};

  svg {
    display: block;
    width: 1.25rem;
    height: 1.25rem;
  }

  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.primarySubtle};
  }

  &[aria-current='page'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
`;
