import styled from 'styled-components';
import { cardSurface, media, theme } from '../theme';

/** A native modal `<dialog>`: centred, the page behind dimmed and inert. */
export const Sheet = styled.dialog`
  width: min(26rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: ${theme.space.lg};
  ${cardSurface}
  border-top: 6px solid ${theme.colors.primary};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};

  &::backdrop {
    background: rgb(35 26 21 / 0.55);
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.xs};

  svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`;

export const Notice = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

export const Amount = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySubtle};

  strong {
    font-size: ${theme.fontSizes.xxl};
    font-variant-numeric: tabular-nums;
  }
`;

export const Prefill = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.xxs} ${theme.space.md};
  margin: 0 0 ${theme.space.lg};

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Stacked full width on phones; side by side from `sm`, the main action first. */
export const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};

  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
