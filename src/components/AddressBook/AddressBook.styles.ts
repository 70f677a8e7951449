import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { bareBox, theme } from '../theme';

/** Holds the radios on checkout; named by the heading, so it draws nothing of its own. */
export const Choices = styled.fieldset`
  ${bareBox}
  border: 0;
`;

/** One column on a phone, two from `md`. */
export const List = styled(Stack).attrs({ $columns: 2, $columnsFrom: 'md' })``;

export const Card = styled(Stack)<{ $selected?: boolean }>`
  align-content: space-between;
  padding: ${theme.space.md};
  background: ${({ $selected }) => ($selected ? theme.colors.primarySubtle : theme.colors.surface)};
  border: 2px solid ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  overflow-wrap: anywhere;
`;

export const Lines = styled(Stack)`
  color: ${theme.colors.textMuted};
`;

export const EmptyText = styled(Panel)`
  margin: 0;
  text-align: center;
  color: ${theme.colors.textMuted};
`;
