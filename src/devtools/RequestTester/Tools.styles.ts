import styled from 'styled-components';
import { Cluster } from '../../components/Cluster';
import { Stack } from '../../components/Stack';
import { media, theme } from '../../components/theme';

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
export const BodyTools = styled(Cluster)`
  & > :last-child {
    flex: 1 1 12rem;
  }
`;

/** The keyboard shortcuts, each key drawn as a key cap. */
export const ShortcutList = styled(Stack)`
  font-size: ${theme.fontSizes.sm};

  & kbd {
    padding: 0 ${theme.space.xxs};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.xs};
  }
`;
