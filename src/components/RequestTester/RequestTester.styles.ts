import styled from 'styled-components';
import { media } from '../theme';
import { Input } from '../TextInput';

/** The panel: its own surface and text colours, so the dark scheme is complete inside it. */
export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  /* Native parts (select list, scrollbars, resize grip) follow the scheme too. */
  &[data-color-scheme='dark'] {
    color-scheme: dark;
  }

  /* The global focus ring is drawn in the standard scheme's colour; use this scheme's. */
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus};
  }

  ${media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** Request on the left, response on the right where there is room. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const MutedText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The request bar: method, endpoint and Submit, wrapping on a phone. */
export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :nth-child(2) {
    flex: 1 1 16rem;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A native select drawn like the text inputs. */
export const Select = styled(Input)`
  width: auto;
  min-width: 7rem;
  cursor: pointer;
`;

/** The body box: the text inputs' look, multi-line and monospaced. */
export const BodyBox = styled(Input)`
  min-height: 12rem;
  padding: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  resize: vertical;
`;

export const HeaderList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const headerColumns = `
  grid-template-columns: auto minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** Checkbox, name and value; on a phone the value goes under the name. */
export const HeaderRowItem = styled.li`
  display: grid;
  ${headerColumns}
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};

  & > :last-child {
    grid-column: 2;
    ${media.sm} {
      grid-column: auto;
    }
  }
`;

/** 'Name' and 'Value' over the columns; each input also has its own full label. */
export const ColumnTitles = styled.div`
  display: none;

  ${media.sm} {
    display: grid;
    ${headerColumns}
    column-gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    /* Stands in for the checkbox column: the 20 px box and the Checkbox row's gap. */
    &::before {
      content: '';
      width: calc(1.25rem + ${({ theme }) => theme.space.sm});
    }
  }
`;

export const TokenAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space.xxs};
  }

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StatusValue = styled.dd<{ $tone: 'success' | 'danger' | 'neutral' }>`
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.text : theme.colors[$tone])};
`;

export const Alert = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;

  & > p {
    margin: 0;
  }
`;

export const AlertTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A reply that is plain text: shown as text, never as markup. */
export const PlainText = styled.pre`
  margin: 0;
  max-height: 24rem;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Dialog = styled.dialog`
  max-width: min(28rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }

  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus};
  }

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  & p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
