import styled, { css } from 'styled-components';
import { Cluster } from '../Cluster';
import { Text } from '../Text';
import { theme } from '../theme';

export const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

export const SearchIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${theme.controlHeights.md};
  color: ${theme.colors.textMuted};
  pointer-events: none;
`;

/** The panel under the box; it overlays the page instead of pushing it down. */
const dropdown = css`
  position: absolute;
  top: calc(100% + ${theme.space.xxs});
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.overlay};
  margin: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
`;

export const Listbox = styled.ul`
  ${dropdown}
  max-height: min(24rem, 60vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space.xxs};
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

export const Option = styled(Cluster)`
  min-height: ${theme.controlHeights.md};
  padding: ${`${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }

  /* The option the arrow keys point at; the focus colour, as focus stays in the box. */
  &[aria-selected='true'] {
    background: ${theme.colors.primarySubtle};
    box-shadow: inset 3px 0 0 ${theme.colors.focus};
  }
`;

export const Thumbnail = styled.img`
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  object-fit: cover;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.skeleton};
`;

export const Title = styled(Text)`
  flex: 1;
  min-width: 0;
`;

export const Price = styled(Text)`
  flex-shrink: 0;
`;

export const NoResults = styled.p`
  ${dropdown}
  padding: ${theme.space.md};
  color: ${theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;
