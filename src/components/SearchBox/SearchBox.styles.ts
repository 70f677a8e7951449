import styled, { css } from 'styled-components';

export const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

export const SearchIcon = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.controlHeights.md};
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

/** The panel under the box; it overlays the page instead of pushing it down. */
const dropdown = css`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const Listbox = styled.ul`
  ${dropdown}
  max-height: min(24rem, 60vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.xxs};
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  /* The option the arrow keys point at; the focus colour, as focus stays in the box. */
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.focus};
  }
`;

export const Thumbnail = styled.img`
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;

export const Title = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Price = styled.span`
  flex-shrink: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const NoResults = styled.p`
  ${dropdown}
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;
