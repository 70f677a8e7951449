import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

/** A native modal `<dialog>`: centred, the page behind dimmed and inert. */
export const Sheet = styled(Panel)`
  width: min(26rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  border-top: 6px solid ${theme.colors.primary};
  color: ${theme.colors.text};

  &::backdrop {
    background: rgb(35 26 21 / 0.55);
  }
`;

export const Header = styled(Cluster)`
  margin-bottom: ${theme.space.xs};

  svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`;

export const Notice = styled(Text).attrs({ $tone: 'muted' })`
  margin-bottom: ${theme.space.md};
`;

export const Amount = styled(Cluster)`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySubtle};
`;

/** Stacked full width on phones; side by side from `sm`, the main action first. */
export const Actions = styled(Stack).attrs({ $columns: 3 })``;
