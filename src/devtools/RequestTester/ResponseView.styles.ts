import styled, { css } from 'styled-components';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { theme } from '../../components/theme';

/**
 * A time in ms takes the room of four digits whatever it is, so that the pictures of the stories,
 * which mask it, do not shift with the time a reply took.
 */
export const Duration = styled(Text)`
  display: inline-block;
  min-width: 7ch;
`;

export const Alert = styled(Stack)`
  padding: ${theme.space.md};
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  overflow-wrap: anywhere;
`;

/** The framed, scrolling box a reply's body is shown in: as text or as a JSON tree. */
export const replyBox = css`
  overflow: auto;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A reply that is plain text: shown as text, never as markup. */
export const PlainText = styled.pre`
  ${replyBox}
  margin: 0;
  max-height: 24rem;
  font-family: ${theme.fonts.mono};
  white-space: pre-wrap;
`;
