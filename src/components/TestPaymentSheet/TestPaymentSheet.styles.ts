import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

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
