import { Link, NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { Cluster } from '../Cluster';
import { media, theme } from '../theme';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

/**
 * One row from `md` up (logo, search, links, theme). Below it the search box and the theme
 * button take a second row, so the first row only holds icons and two short links, which fit
 * 360 px.
 */
export const Inner = styled(Cluster)`
  max-width: 1440px;
  margin: 0 auto;
  padding: ${theme.space.xs};

  ${media.sm} {
    gap: ${theme.space.xs};
    padding: ${theme.space.xs} ${theme.space.md};
  }
`;

const barLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  border-radius: ${theme.radii.md};
  text-decoration: none;
  white-space: nowrap;
`;

export const Logo = styled(Link)`
  ${barLink}
  gap: ${theme.space.xs};
  min-width: 2.75rem;
  justify-content: center;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};

  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

/** Below `sm` the logo is its icon alone (the link keeps its name through `aria-label`). */
export const LogoText = styled.span`
  display: none;

  ${media.sm} {
    display: inline;
  }
`;

export const SearchSlot = styled.div`
  order: 1;
  flex: 0 0 calc(100% - ${theme.controlHeights.md} - ${theme.space.xs});
  min-width: 0;

  ${media.md} {
    order: 0;
    flex: 1 1 12rem;
    max-width: 36rem;
    margin: 0 auto;
  }
`;

export const Nav = styled(Cluster)`
  margin-left: auto;

  ${media.sm} {
    gap: ${theme.space.xxs};
  }

  ${media.md} {
    margin-left: 0;
  }
`;

export const TextLink = styled(NavLink)`
  ${barLink}
  padding: 0 ${theme.space.xxs};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};

  ${media.sm} {
    padding: 0 ${theme.space.xs};
  }

  &:hover {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.text};
  }

  &[aria-current='page'] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }
`;

/**
 * Beside the search box on a narrow screen, after the links on a wide one. Its size is the
 * button's before the control arrives, so nothing moves when it does.
 */
export const ThemeSlot = styled.div`
  order: 2;
  min-width: ${theme.controlHeights.md};
  min-height: ${theme.controlHeights.md};
  margin-left: auto;

  ${media.md} {
    order: 0;
    margin-left: 0;
  }
`;
