import styled from 'styled-components';
import { cardSurface, colorDeclarations, media, theme } from '../theme';
import { schemeColors } from './colorSchemes';
import { Input, Select } from '../TextInput';

/** The panel: its own surface and text colours, so the dark scheme is complete inside it. */
export const Panel = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
  padding: ${theme.space.md};
  ${cardSurface}
  color: ${theme.colors.text};

  /* Native parts (select list, scrollbars, resize grip) follow the scheme too. */
  &[data-color-scheme='standard'] {
    ${colorDeclarations(schemeColors.standard)}
    color-scheme: light;
  }

  &[data-color-scheme='dark'] {
    ${colorDeclarations(schemeColors.dark)}
    color-scheme: dark;
  }

  /* The global focus ring is drawn in the standard scheme's colour; use this scheme's. */
  & :focus-visible {
    outline-color: ${theme.colors.focus};
  }

  ${media.md} {
    padding: ${theme.space.lg};
  }
`;

/** Request on the left, response on the right where there is room. */
export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  min-width: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
`;

export const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

export const MutedText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** The request bar: method, endpoint and Submit, wrapping on a phone. */
export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};

  & > :nth-child(2) {
    flex: 1 1 16rem;
  }
`;

/** The method's select: as wide as its longest method. */
export const MethodSelect = styled(Select)`
  width: auto;
  min-width: 7rem;
`;

/** The body box: the text inputs' look, multi-line and monospaced. */
export const BodyBox = styled(Input)`
  min-height: 12rem;
  padding: ${theme.space.sm};
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
  resize: vertical;
`;

export const HeaderList = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
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
  column-gap: ${theme.space.sm};
  row-gap: ${theme.space.xxs};

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
    column-gap: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};

    /* Stands in for the checkbox column: the 20 px box and the Checkbox row's gap. */
    &::before {
      content: '';
      width: calc(1.25rem + ${theme.space.sm});
    }
  }
`;

export const TokenAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
`;

export const Dialog = styled.dialog`
  max-width: min(28rem, calc(100vw - 2rem));
  padding: ${theme.space.lg};
  ${cardSurface}
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};

  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }

  & :focus-visible {
    outline-color: ${theme.colors.focus};
  }

  & h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.xl};
  }

  & p {
    margin: 0 0 ${theme.space.lg};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;
