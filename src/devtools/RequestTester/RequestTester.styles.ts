import styled from 'styled-components';
import { Cluster } from '../../components/Cluster';
import { Panel } from '../../components/Panel';
import { Stack } from '../../components/Stack';
import { colorDeclarations, media, theme } from '../../components/theme';
import { schemeColors } from './colorSchemes';
import { Input, Select } from '../../components/TextInput';

/** The panel: its own surface and text colours, so the dark scheme is complete inside it. */
export const SchemePanel = styled(Panel)`
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
`;

/** Request on the left, response on the right where there is room. */
export const Columns = styled(Stack)`
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** The request bar: method, endpoint and Submit, wrapping on a phone. */
export const Bar = styled(Cluster)`
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

const headerColumns = `
  column-gap: ${theme.space.sm};
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
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};

    /* Stands in for the checkbox column: the 20 px box and the Checkbox row's gap. */
    &::before {
      content: '';
      width: calc(1.25rem + ${theme.space.sm});
    }
  }
`;

export const Footer = styled(Cluster)`
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
`;

export const Dialog = styled(Panel)`
  max-width: min(28rem, calc(100vw - 2rem));
  color: ${theme.colors.text};

  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }

  & h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.xl};
  }

  & p {
    margin: 0 0 ${theme.space.lg};
  }
`;
