import styled from 'styled-components';
import { media, theme } from '../theme';

/** Under the request bar: the copy buttons and what became of the last copy. */
export const ToolBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

export const CopyOutcome = styled.p<{ $failed: boolean }>`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** Name, value and Remove; on a phone the value goes under the name. */
export const QueryRowItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${theme.space.xxs} ${theme.space.sm};

  & > :nth-child(2) {
    grid-row: 2;
  }

  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;

    & > :nth-child(2) {
      grid-row: auto;
    }
  }
`;

/** Tree or Raw, and the filter, over the response body. */
export const BodyTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};

  & > :last-child {
    flex: 1 1 12rem;
  }
`;

export const ViewSwitch = styled.div`
  display: flex;
  gap: ${theme.space.xxs};
`;

/** The keyboard shortcuts: each keys, then what they do. */
export const ShortcutList = styled.dl`
  display: grid;
  gap: ${theme.space.xxs};
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxs} ${theme.space.xs};
  }

  & dt {
    font-weight: ${theme.fontWeights.semibold};
  }

  & dd {
    margin: 0;
    color: ${theme.colors.textMuted};
  }

  & kbd {
    padding: 0 ${theme.space.xxs};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.xs};
  }
`;
