import styled, { css } from 'styled-components';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { theme } from '../theme';

/** Status, time and size, each value in bold after its muted name. */
export const Summary = styled(Cluster)`
  & dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/**
 * A time in ms takes the room of four digits whatever it is, so that the pictures of the stories,
 * which mask it, do not shift with the time a reply took.
 */
export const durationBox = css`
  display: inline-block;
  min-width: 7ch;
  font-variant-numeric: tabular-nums;
`;

export const Duration = styled.dd`
  ${durationBox}
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
